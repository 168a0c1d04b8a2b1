// A rollup plugin that shrinks the static text of lit's css`` / html`` / svg``
// templates (terser leaves template text alone): comments go, whitespace runs
// collapse. Only the literal parts change; expressions are untouched.
import MagicString from 'magic-string';

const TAGS = new Set(['css', 'html', 'svg']);

function minifyCss(s) {
  return s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}

function minifyMarkup(s) {
  // Whitespace with a line break in it is layout of the source, not content: one space keeps inline spacing.
  return s.replace(/<!--[\s\S]*?-->/g, '').replace(/\s*\n\s*/g, ' ').replace(/>\s+</g, (m) => (m.includes('\n') ? '> <' : m));
}

/** Visits every node of an ESTree AST. */
export function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key in node) {
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) walk(c, visit);
    else if (v && typeof v === 'object' && typeof v.type === 'string') walk(v, visit);
  }
}

/** Shrinks lit template literals in our own sources. */
export function minifyTemplates() {
  return {
    name: 'minify-lit-templates',
    transform(code, id) {
      if (id.includes('node_modules') || !/(css|html|svg)`/.test(code)) return null;
      const ast = this.parse(code);
      const ms = new MagicString(code);
      walk(ast, (n) => {
        if (n.type !== 'TaggedTemplateExpression' || n.tag.type !== 'Identifier' || !TAGS.has(n.tag.name)) return;
        const min = n.tag.name === 'css' ? minifyCss : minifyMarkup;
        for (const q of n.quasi.quasis) {
          if (q.end <= q.start) continue;
          const raw = code.slice(q.start, q.end);
          const out = min(raw);
          if (out !== raw) ms.overwrite(q.start, q.end, out);
        }
      });
      return { code: ms.toString(), map: ms.generateMap({ hires: true }) };
    },
  };
}
