#!/usr/bin/env node
// `npm run api`: writes docs/api.md, the element's API, from custom-elements.json (which `npm run build` /
// `npm run analyze` makes from the element's JSDoc). Deterministic: the manifest's own order, no dates, so CI can
// check the page is current with `git diff --exit-code docs/api.md` after running it. Usage:
//   node scripts/content/api-doc.mjs [manifest] [out]     (defaults: custom-elements.json docs/api.md)
//   node scripts/content/api-doc.mjs --stdout               (prints the page instead of writing it)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One line of text for a table cell: newlines joined, pipes escaped (also inside code, as GitHub's tables need). */
const cell = (s) => (s ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
/** Inline code for a cell, whatever backticks the text holds. */
const code = (s) => {
  if (s === undefined || s === null || s === '') return '';
  const t = cell(String(s));
  return t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
};
/** The type inside `CustomEvent<…>`, or the text as it is. */
const detailOf = (t) => {
  const m = /^CustomEvent<([\s\S]*)>$/.exec((t ?? '').trim());
  return m ? m[1].trim() : (t ?? '').trim();
};
const table = (head, rows) =>
  rows.length === 0 ? '' : [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n') + '\n';

/** The page for every custom element in `manifest` (a custom-elements.json object). */
export function apiDoc(manifest) {
  const elements = [];
  for (const mod of manifest.modules ?? []) for (const d of mod.declarations ?? []) if (d.customElement || d.tagName) elements.push({ mod, d });
  const out = [];
  out.push('# API reference');
  out.push('');
  out.push(
    'Generated from `custom-elements.json` by `npm run api` (`scripts/content/api-doc.mjs`); do not edit it by hand: the',
    "manifest is made from the element's JSDoc by `npm run build`, and CI checks that this page matches it. How the",
    'element behaves in a page: [element.md](element.md); loading it: [install.md](install.md).',
  );
  for (const { mod, d } of elements) {
    const tag = d.tagName ? `<${d.tagName}>` : d.name;
    out.push('', `## \`${tag}\``, '');
    out.push(`Class \`${d.name}\`${d.superclass?.name ? ` (extends \`${d.superclass.name}\`)` : ''}, module \`${mod.path}\`.`);
    if (d.description) out.push('', d.description.trim());

    const members = d.members ?? [];
    const byField = new Map(members.filter((m) => m.kind === 'field').map((m) => [m.name, m]));
    const attrs = d.attributes ?? [];
    const fieldsWithAttr = new Set(attrs.map((a) => a.fieldName).filter(Boolean));

    out.push('', '### Attributes', '');
    out.push('Each attribute with a property of its own is also that property (set either; `reflects`: the property writes the attribute back).', '');
    out.push(
      table(
        ['attribute', 'property', 'type', 'default', 'description'],
        attrs.map((a) => {
          const f = a.fieldName ? byField.get(a.fieldName) : undefined;
          const prop = a.fieldName ? `${code(a.fieldName)}${f?.reflects ? ' (reflects)' : ''}` : '';
          return [code(a.name), prop, code(a.type?.text ?? f?.type?.text), code(a.default ?? f?.default), cell(a.description ?? f?.description)];
        }),
      ).trimEnd(),
    );

    const props = members.filter((m) => m.kind === 'field' && !fieldsWithAttr.has(m.name) && m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('_') && !m.name.startsWith('#'));
    if (props.length) {
      out.push('', '### Properties', '');
      const st = props.find((m) => m.static);
      out.push(`Properties without an attribute (\`static\`: read on the class${st ? `, as \`${d.name}.${st.name}\`` : ''}; \`read-only\`: set by the element).`, '');
      out.push(
        table(
          ['property', 'type', 'description'],
          props.map((m) => [`${code(m.name)}${m.static ? ' static' : ''}${m.readonly ? ' read-only' : ''}`, code(m.type?.text), cell(m.description)]),
        ).trimEnd(),
      );
    }

    const methods = members.filter((m) => m.kind === 'method' && m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('_') && !m.name.startsWith('#'));
    if (methods.length) {
      out.push('', '### Methods', '');
      out.push(
        table(
          ['method', 'returns', 'description'],
          methods.map((m) => {
            const params = (m.parameters ?? []).map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional || p.default !== undefined ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`).join(', ');
            return [code(`${m.static ? 'static ' : ''}${m.name}(${params})`), code(m.return?.type?.text ?? 'void'), cell(m.description)];
          }),
        ).trimEnd(),
      );
    }

    const events = d.events ?? [];
    if (events.length) {
      out.push('', '### Events', '');
      out.push('`CustomEvent`s on the element, bubbling and composed; `event.detail` has the type shown.', '');
      out.push(table(['event', 'detail', 'description'], events.map((e) => [code(e.name), code(detailOf(e.type?.text)), cell(e.description)])).trimEnd());
    }

    const parts = d.cssParts ?? [];
    if (parts.length) {
      out.push('', '### CSS parts', '');
      out.push('Style them from the page with `domino-table::part(name)`.', '');
      out.push(table(['part', 'description'], parts.map((p) => [code(p.name), cell(p.description)])).trimEnd());
    }

    const cssProps = d.cssProperties ?? [];
    if (cssProps.length) {
      out.push('', '### CSS custom properties', '');
      out.push('Set them on the element or any ancestor; a theme is a set of them ([themes.md](themes.md)).', '');
      out.push(table(['property', 'default', 'description'], cssProps.map((p) => [code(p.name), code(p.default), cell(p.description)])).trimEnd());
    }

    const slots = d.slots ?? [];
    out.push('', '### Slots', '');
    if (slots.length) out.push(table(['slot', 'description'], slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)])).trimEnd());
    else out.push('None: the element renders everything itself and shows no child content.');
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2).filter((a) => a !== '--stdout');
  const [manifestPath = 'custom-elements.json', outPath = 'docs/api.md'] = args;
  const page = apiDoc(JSON.parse(readFileSync(manifestPath, 'utf8')));
  if (process.argv.includes('--stdout')) process.stdout.write(page);
  else writeFileSync(outPath, page);
}
