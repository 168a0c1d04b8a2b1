// `npm run schema`: writes schema/lesson.schema.json, schema/puzzle.schema.json and schema/course.schema.json (shipped
// in the package as `domino-table/schema/*`) from src/teach/schema.ts. src/teach/schema.test.ts checks they match.
import { mkdirSync, writeFileSync } from 'node:fs';
import { SCHEMAS } from '../../src/teach/schema.js';

mkdirSync('schema', { recursive: true });
for (const [kind, schema] of Object.entries(SCHEMAS)) writeFileSync(`schema/${kind}.schema.json`, JSON.stringify(schema, null, 2) + '\n');
console.log(`schema/: ${Object.keys(SCHEMAS).map((k) => `${k}.schema.json`).join(', ')}`);
