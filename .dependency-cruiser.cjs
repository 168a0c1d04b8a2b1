/**
 * The shape of the house, checked in CI (`npm run check:deps`, docs/architecture.md):
 * the engine imports nothing of ours; nothing imports the element; the headless table never does;
 * the server never reaches the element; no import circles anywhere in src/, type imports included.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles in src/, type imports and dynamic imports included.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'engine-imports-nothing-of-ours',
      severity: 'error',
      comment: 'src/engine/ is the pure rules: it imports only itself (and its seeded RNG library).',
      from: { path: '^src/engine/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    {
      name: 'nothing-imports-the-element',
      severity: 'error',
      comment: 'Only the element (and its own tests) import src/element/: the table, teaching, records, the server and the AI never do.',
      from: { path: '^src/', pathNot: ['^src/element/', '^src/testing/', '\\.test\\.ts$'] },
      to: { path: '^src/element/' },
    },
    {
      name: 'the-server-stays-off-the-page',
      severity: 'error',
      comment: 'Nothing the page loads imports src/server/ (the server is never in the element\'s bundle).',
      from: { path: '^src/(engine|machine|ai|table|element|words|teach|record|online)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'test-support-only-in-tests',
      severity: 'error',
      comment: 'src/testing/ is test support: no shipped module imports it.',
      from: { path: '^src/', pathNot: ['\\.test\\.ts$', '^src/testing/'] },
      to: { path: '^src/testing/' },
    },
    {
      name: 'machine-below-the-table',
      severity: 'error',
      comment: 'The statecharts, the AI, records and words sit below the table: they never import it.',
      from: { path: '^src/(machine|ai|record|words|engine)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/table/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/themes/' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
