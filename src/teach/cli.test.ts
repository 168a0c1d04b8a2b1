// `npx domino-table check` (issue 51): JSON files and dl1.… links (in a file or as the argument), the kind found by
// `format` or the fields, each problem printed with its path; exit 0 when all are valid, 2 with the reasons otherwise.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeContent } from './link.js';

const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/teach/cli.ts', 'check', ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'domino-check-'));
const file = (name: string, data: unknown) => (writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data)), join(dir, name));
const example = (page: string, k = 0) => JSON.parse([...readFileSync(page, 'utf8').matchAll(/```json\n([\s\S]*?)```/g)][k]![1]!) as Record<string, any>;

describe('domino-table check', () => {
  test('valid lessons, puzzles and courses, as JSON and as links: exit 0', async () => {
    const lesson = example('docs/lessons.md');
    const { format: _f, ...bare } = lesson; // no format: known by its steps
    const puzzle = example('docs/puzzles.md');
    const course = { title: 'Draw', items: [{ lesson: 'd-start' }, { puzzle }] };
    const link = await encodeContent('lesson', lesson);
    const r = cli(file('l.json', bare), file('p.json', puzzle), file('c.json', course), file('link.txt', `https://example.org/embed/?lesson=${link}\n`), link);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /l\.json: a valid lesson/);
    assert.match(r.stdout, /p\.json: a valid puzzle/);
    assert.match(r.stdout, /c\.json: a valid course/);
    assert.match(r.stdout, /link\.txt: a valid lesson/);
    assert.equal(r.stdout.trim().split('\n').length, 5);
  });

  test('a bad file among good ones: exit 2, each problem with its path and code', async () => {
    const bad = example('docs/lessons.md');
    bad.variant = 'dominos';
    bad.steps[0].goal.tile = '6-x';
    const engine = example('docs/lessons.md');
    engine.steps[0].goal = { do: 'chain', min: 3 };
    const link = await encodeContent('lesson', example('docs/lessons.md'));
    const cut = link.slice(0, -5);
    const r = cli(file('ok.json', example('docs/lessons.md')), file('bad.json', bad), file('engine.json', engine), file('broken.json', '{"steps": ['), file('cut.txt', cut), 'dl2.AAAAAA', join(dir, 'missing.json'));
    assert.equal(r.status, 2, r.stderr);
    const out = r.stdout;
    assert.match(out, /ok\.json: a valid lesson/);
    assert.match(out, /bad\.json: 2 problems \(lesson\)\n {2}variant: "dominos" is not one of .* \[schema\]\n {2}steps\/0\/goal\/tile: "6-x" is not a tile such as "6-4" \[schema\]/);
    assert.match(out, /engine\.json: one problem \(lesson\)\n {2}steps\/0\/goal: "chain" is a goal of mexican-train only \[bad-lesson\]/);
    assert.match(out, /broken\.json: .*\n {2}\(the whole\): not valid JSON .*\[not-json\]/);
    assert.match(out, /cut\.txt: .*\n .*\[bad-link\]/);
    assert.match(out, /dl2\.AAAAAA: .*\n .*newer version.*\[link-version\]/);
    assert.match(out, /missing\.json: .*\n .*no such file.*\[unreadable\]/);
  });

  test('no argument: the usage and exit 2; --help: exit 0', () => {
    const r = cli();
    assert.equal(r.status, 2);
    assert.match(r.stderr, /Usage: domino-table check/);
    assert.equal(cli('--help').status, 0);
  });
});
