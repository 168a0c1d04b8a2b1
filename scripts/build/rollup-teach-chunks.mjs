// How the teaching code and words are cut into chunks (the element's builds). A page that teaches one variant in
// one language loads the shared teaching code, that variant's own code and lessons, and that variant's words in that
// language: nothing of the other variants. Rollup keeps every module in exactly one chunk, so a module that several
// variants share (the line games' narration, the words every game uses) would become a chunk of its own: one more
// file to fetch, compressed apart from the rest. `copyModules` gives each importer its own copy instead, tree-shaken
// to what that importer uses (the words every game uses are named groups of src/teach/messages/<lang>/common.ts:
// each variant takes the groups it needs).
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

const COPY = /~[0-9a-f]{8}\.ts$/;

/**
 * Rollup plugin: a static import of a module that `test(id)` picks resolves to a copy of it for that importer
 * (`line.ts` imported by `variants/draw.ts` → `line~1a2b3c4d.ts`), so it lands in the importer's chunk. Only for
 * modules without state of their own (text, pure functions): each copy runs once per importer. Dynamic imports and
 * entries are left alone.
 */
export function copyModules(test) {
  return {
    name: 'copy-modules',
    async resolveId(source, importer, options) {
      if (!importer || options.isEntry || !source.startsWith('.')) return null;
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!r || r.external || !test(r.id.replaceAll('\\', '/'))) return null;
      const tag = createHash('sha1').update(importer.replace(COPY, '.ts')).digest('hex').slice(0, 8);
      return r.id.replace(/\.ts$/, `~${tag}.ts`); // still ends in .ts: the TypeScript plugin compiles the copy
    },
    load(id) {
      return COPY.test(id) ? readFileSync(id.replace(COPY, '.ts'), 'utf8') : null;
    },
  };
}

/** The modules the teaching chunks copy: the words every variant shares, the code some variants share. */
export const teachCopies = (id) => /\/src\/(words\/[^/]+\/common|teach\/variants\/(line|drawing))\.ts$/.test(id);
