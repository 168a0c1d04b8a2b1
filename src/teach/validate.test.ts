// The content formats' JSON Schemas and their validator (issue 51): the shipped schema files are the ones
// src/teach/schema.ts makes; every built-in puzzle and the examples in docs/lessons.md and docs/puzzles.md validate;
// a schema-invalid JSON gets a path and a readable message for each fault; what the schema lets through and the
// engine refuses gets `bad-lesson` with the field; a course names only built-in ids.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SCHEMAS } from './schema.js';
import { check, describe as lines, kindOf, problems } from './validate.js';
import PUZZLES from './puzzles/index.js';
import { builtInPuzzle } from './puzzles.js';

/** The ```json blocks of a docs page. */
const examples = (file: string): unknown[] => [...readFileSync(file, 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
const lesson = () => structuredClone(examples('docs/lessons.md')[0]) as Record<string, any>;

describe('the JSON Schemas', () => {
  test('schema/*.schema.json are the ones src/teach/schema.ts makes (npm run schema), 2020-12 with $id, titles and descriptions', () => {
    for (const [kind, schema] of Object.entries(SCHEMAS)) {
      const file = JSON.parse(readFileSync(`schema/${kind}.schema.json`, 'utf8')) as Record<string, unknown>;
      assert.deepEqual(file, schema, `schema/${kind}.schema.json is out of date: npm run schema`);
      assert.equal(file.$schema, 'https://json-schema.org/draft/2020-12/schema');
      assert.match(String(file.$id), new RegExp(`/schema/${kind}\\.schema\\.json$`));
      assert.ok(file.title && file.description);
      for (const [name, p] of Object.entries(file.properties as Record<string, Record<string, unknown>>)) if (!p.$ref) assert.ok(p.description, `${kind}: ${name} has a description`);
    }
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { files: string[]; exports: Record<string, unknown> };
    assert.ok(pkg.files.includes('schema') && pkg.exports['./schema/*'], 'the package ships them');
  });

  test('every built-in puzzle validates against the puzzle schema (and the engine)', async () => {
    assert.equal(PUZZLES.length, 300);
    const mods = ['partnership', 'draw', 'all-fives', 'mexican-train', 'block'].map((v) => import(`./puzzles/${v}.js`) as Promise<{ default: object[] }>);
    let n = 0;
    for (const m of await Promise.all(mods)) {
      for (const p of m.default) {
        assert.deepEqual(await check('puzzle', p), [], (p as { id: string }).id);
        n++;
      }
    }
    assert.equal(n, 300);
    assert.ok(await builtInPuzzle('pt-001'));
  });

  test('the examples of docs/lessons.md and docs/puzzles.md validate', async () => {
    const [l, ...more] = examples('docs/lessons.md');
    assert.equal(kindOf(l), 'lesson');
    assert.deepEqual(await check('lesson', l), []);
    const course = more.find((x) => kindOf(x) === 'course');
    assert.ok(course, 'the course example');
    assert.deepEqual(await check('course', course), []);
    const ps = examples('docs/puzzles.md');
    assert.ok(ps.length >= 1);
    for (const p of ps) {
      assert.equal(kindOf(p), 'puzzle');
      assert.deepEqual(await check('puzzle', p), []);
    }
  });

  test('a schema-invalid lesson: each fault with its path and a readable message', () => {
    const l = lesson();
    l.variant = 'dominos';
    l.stpes = l.steps;
    l.steps[0].goal = { do: 'play', min: 3 };
    l.position.moves = '6-6 6-4@right drew';
    l.title = 5;
    const ps = problems('lesson', l);
    const by = (path: string) => ps.find((p) => p.path === path);
    assert.ok(ps.every((p) => p.code === 'schema'));
    assert.match(by('variant')!.message, /"dominos" is not one of "partnership", "draw"/);
    assert.match(by('stpes')!.message, /not a field here — did you mean "steps"\?/);
    assert.match(by('steps/0/goal/min')!.message, /"min" is not a parameter of the goal "play"/);
    assert.match(by('position/moves')!.message, /is not moves: /);
    assert.match(by('title')!.message, /is not a text/);
    assert.equal(ps.length, 5, lines(ps));
    assert.deepEqual(problems('lesson', { variant: 'draw', position: {} }).map((p) => `${p.path}: ${p.message}`), ['position: needs "deal" or "deals"', 'steps: "steps" is missing']);
    assert.deepEqual(problems('lesson', '{"variant": '), [{ path: '', code: 'not-json', message: problems('lesson', '{"variant": ')[0]!.message }]);
    assert.match(problems('lesson', '{"variant": ')[0]!.message, /^not valid JSON/);
  });

  test('what the schema lets through and the engine refuses: bad-lesson, naming the field', async () => {
    const l = lesson();
    l.steps[0].goal = { do: 'score' };
    assert.deepEqual(await check('lesson', l), [{ path: 'steps/0/goal', code: 'bad-lesson', message: '"score" is a goal of all-fives only' }]);
    const twice = lesson();
    twice.position.deal.hands[0] = '6-6 6-5 5-5 4-4 3-3 2-2 6-6';
    const [p] = await check('lesson', twice);
    assert.equal(p!.code, 'bad-lesson');
    assert.equal(p!.path, 'position');
    assert.match(p!.message, /6-6 twice/);
    const pz = structuredClone(examples('docs/puzzles.md')[0]) as Record<string, unknown>;
    pz.answer = '6-4@left';
    assert.deepEqual(await check('puzzle', pz), [{ path: 'answer', code: 'bad-lesson', message: '"6-4@left" is not a legal move in the puzzle’s position' }]);
  });

  test('a course: its items in order, built-in ids known, its own lessons checked with their paths', async () => {
    const c = { format: 'domino-table/course-1', title: { en: 'Fives' }, items: [{ lesson: 'f-fives' }, { puzzle: 'af-001' }, { lesson: lesson() }, { puzzle: 'zz-999' }, { lesson: 'nope' }] };
    assert.equal(kindOf(c), 'course');
    assert.equal(kindOf({ title: 'x', items: [] }), 'course');
    const ps = await check('course', c);
    assert.deepEqual(ps.map((p) => [p.path, p.code]), [['items/3/puzzle', 'unknown-puzzle'], ['items/4/lesson', 'unknown-lesson']]);
    const bad = { title: 'x', items: [{ lesson: { ...lesson(), steps: [] } }, {}, { lessn: 'f-fives' }] };
    assert.deepEqual(problems('course', bad).map((p) => `${p.path}: ${p.message}`), ['items/0/lesson/steps: must not be empty', 'items/1: must hold one "lesson" or one "puzzle"', 'items/2/lessn: "lessn" is not a field here — did you mean "lesson"?']);
  });

  test('the kind of a JSON: by its format, else by its fields', () => {
    assert.equal(kindOf({ format: 'domino-table/puzzle-1', steps: [] }), 'puzzle');
    assert.equal(kindOf({ choices: [] }), 'puzzle');
    assert.equal(kindOf({ answer: '6-6' }), 'puzzle');
    assert.equal(kindOf({ theme: 'block' }), 'puzzle');
    assert.equal(kindOf({ steps: [] }), 'lesson');
    assert.equal(kindOf({ variant: 'draw' }), null);
    assert.equal(kindOf([1]), null);
  });
});
