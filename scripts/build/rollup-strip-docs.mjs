// A rollup plugin for the CDN bundle: drops the `description` texts of the statecharts (src/machine/). They
// document each state for the Stately visualizer (docs/charts/, written by `npm run charts` from the source) and
// for `domino-table/machine`; a table in a page never reads them, and they cost about 0.6 KB gzip.
import MagicString from 'magic-string';
import { walk } from './rollup-minify-templates.mjs';

/** Removes `description: "…"` (a string or template literal) from object literals in the statechart module. */
export function stripChartDocs() {
  return {
    name: 'strip-chart-docs',
    transform(code, id) {
      if (!/src[\\/]machine[\\/]domino\.machine\.ts$/.test(id)) return null;
      const ast = this.parse(code);
      const ms = new MagicString(code);
      walk(ast, (n) => {
        if (n.type !== 'ObjectExpression') return;
        n.properties.forEach((p, i) => {
          const key = p.key && (p.key.name ?? p.key.value);
          if (p.type !== 'Property' || key !== 'description' || !['Literal', 'TemplateLiteral'].includes(p.value.type)) return;
          const next = n.properties[i + 1];
          ms.remove(p.start, next ? next.start : p.end); // the property and its comma
        });
      });
      return { code: ms.toString(), map: ms.generateMap({ hires: true }) };
    },
  };
}
