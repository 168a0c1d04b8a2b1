// `npm run analyze` (part of `npm run build`): custom-elements.json from the element's JSDoc, then editor data
// generated from it: dist/vscode.html-custom-data.json (VS Code `html.customData`) and dist/web-types.json
// (JetBrains IDEs, named by package.json "web-types").
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';

// Where each analysed source module is published.
const DIST = { 'src/element/domino-table.ts': 'dist/domino-table.js', 'src/studio/domino-studio.ts': 'dist/domino-studio.js' };
// Modules analysed only for what the element inherits from them (its properties: src/element/base.ts): their
// members are the element's own in the manifest, and the modules themselves are not listed.
const INHERITED = new Set(['src/element/base.ts']);

// The values editors offer for an attribute (the TypeScript types are wider: the element reports unknown values).
const q = (...v) => ({ text: v.map((x) => `'${x}'`).join(' | ') });
const VALUES = {
  variant: q('partnership', 'draw', 'mexican-train', 'all-fives', 'block'),
  humans: q('0', 'all', 'none'),
  level: q('easy', 'medium', 'hard'),
  mode: q('play', 'teach', 'replay'),
  lesson: q('partnership', 'draw', 'draw-start', 'all-fives', 'mexican-train', 'block'),
  lang: q('en', 'pt-BR', 'pl'),
};

/** Gives the editor plugins their value lists (`editorType`), and takes them out of the manifest afterwards. */
function editorValues(phase) {
  return {
    name: `editor-values-${phase}`,
    packageLinkPhase({ customElementsManifest: cem }) {
      for (const a of cem.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => d.attributes ?? [])) {
        if (phase === 'add') a.editorType = VALUES[a.name] ?? { text: /boolean|number/.exec(a.type?.text ?? '')?.[0] ?? 'string' };
        else delete a.editorType;
      }
    },
  };
}

/** The manifest describes the published package: public members only, module paths in dist/. */
function publicApi() {
  return {
    name: 'public-api',
    packageLinkPhase({ customElementsManifest: cem }) {
      const inherited = (mod) => !!mod && INHERITED.has(mod.replace(/^\//, '').replace(/\.js$/, '.ts'));
      cem.modules = cem.modules.filter((m) => !inherited(m.path));
      for (const d of cem.modules.flatMap((m) => m.declarations ?? [])) {
        if (inherited(d.superclass?.module)) d.superclass = { name: 'LitElement', package: 'lit' };
        for (const x of [...(d.members ?? []), ...(d.attributes ?? []), ...(d.events ?? [])]) if (inherited(x.inheritedFrom?.module)) delete x.inheritedFrom;
      }
      for (const mod of cem.modules) {
        const to = DIST[mod.path];
        if (!to) throw new Error(`custom-elements.json: no published path for ${mod.path}`);
        for (const d of mod.declarations ?? []) {
          const seen = new Map(); // a static get/set pair is one member: keep the described half
          for (const m of d.members ?? []) {
            if (m.privacy === 'private' || m.privacy === 'protected' || m.name.startsWith('#')) continue;
            const key = `${m.static ? 'static ' : ''}${m.name}`;
            if (!seen.has(key) || (!seen.get(key).description && m.description)) seen.set(key, m);
          }
          d.members = [...seen.values()];
        }
        // Runtime exports of this module only (type re-exports are the .d.ts files' business).
        mod.exports = mod.exports?.filter((e) => e.declaration?.module === mod.path);
        for (const e of mod.exports ?? []) e.declaration.module = to;
        mod.path = to;
      }
    },
  };
}

export default {
  globs: ['src/element/domino-table.ts', 'src/element/base.ts', 'src/studio/domino-studio.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: [
    publicApi(),
    editorValues('add'),
    customElementVsCodePlugin({ outdir: 'dist', htmlFileName: 'vscode.html-custom-data.json', cssFileName: 'vscode.css-custom-data.json', typesSrc: 'editorType', hideLogs: true }),
    customElementJetBrainsPlugin({ outdir: 'dist', webTypesFileName: 'web-types.json', packageJson: false, typesSrc: 'editorType', hideLogs: true }),
    editorValues('remove'),
  ],
};
