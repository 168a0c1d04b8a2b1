/**
 * Generates lesson-data.ts: `npx tsx src/teach/build-lessons.ts`.
 * For each lesson it searches seeded games (deals from the seed, moves from a
 * fixed chooser) for one whose narration demonstrates every rule id it must
 * cover, keeps the steps that first show each rule, cuts the record after the
 * last of them and stores it with explicit deals in compact form.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { Action, GameConfig, GameState } from '../engine/index.js';
import { chooser } from '../engine/testing.js';
import { encodeRecord, startRecord, recordAction } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import { narrate, narrateStart } from './narrate.js';
import { rulesOfMessages } from './rules-util.js';

const RULES_DIR = new URL('../../../shared/rules/', import.meta.url);
const ids = readdirSync(RULES_DIR).flatMap((f) => [...readFileSync(new URL(f, RULES_DIR), 'utf8').matchAll(/\*\*([CPDFM]-\d+)/g)].map((m) => m[1]!));
const ALL = [...new Set(ids)];
const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

// No double dealt and two 9-pip tiles: 6-3 beats 5-4 on its larger half (D-3, D-4); the doubles wait in the boneyard.
const DRAW_START = {
  hands: ['6-3 5-2 4-1 3-0 6-1 2-1 4-0'.split(' '), '5-4 6-2 5-3 4-2 3-1 5-0 6-0'.split(' ')],
  boneyard: '6-6 6-5 5-5 6-4 4-4 5-1 3-3 4-3 2-2 3-2 1-1 2-0 0-0 1-0'.split(' '),
};

interface Spec { id: string; titleKey: string; config: Omit<GameConfig, 'seed'>; need: string[]; maxSteps: number }
const SPECS: Spec[] = [
  { id: 'partnership', titleKey: 'lesson.title.partnership', config: { variant: 'partnership', players: 4 }, need: ALL.filter((r) => r.startsWith('P-')), maxSteps: 2000 },
  { id: 'draw', titleKey: 'lesson.title.draw', config: { variant: 'draw', players: 3 }, need: ALL.filter((r) => r.startsWith('D-') && r !== 'D-4' && r !== 'D-3'), maxSteps: 3000 },
  { id: 'draw-start', titleKey: 'lesson.title.draw-start', config: { variant: 'draw', players: 2, deals: [DRAW_START] }, need: ['D-3', 'D-4'], maxSteps: 12 },
  { id: 'all-fives', titleKey: 'lesson.title.all-fives', config: { variant: 'all-fives', players: 3 }, need: ALL.filter((r) => r.startsWith('F-')), maxSteps: 3000 },
  { id: 'mexican-train', titleKey: 'lesson.title.mexican-train', config: { variant: 'mexican-train', players: 2 }, need: ALL.filter((r) => r.startsWith('M-')), maxSteps: 4000 },
];

const out: { id: string; titleKey: string; record: string; at: number[]; rules: string[][] }[] = [];
const covered = new Set<string>();
for (const spec of SPECS) {
  let done = false;
  for (let seed = 1; seed < 20000 && !done; seed++) {
    let g: GameState = createGame({ ...spec.config, seed });
    let rec: GameRecord = startRecord(g, NAMES.slice(0, g.players));
    const pick = chooser(seed);
    const first = new Map<string, number>();
    const byLearner = new Map<string, number>(); // first time the learner's own move shows the rule
    const learnerAt = new Set<number>();
    const stepRules: string[][] = [rulesOfMessages(narrateStart(g, rec.names))];
    for (const r of stepRules[0]!) first.set(r, 0);
    const actions: Action[] = [];
    for (let k = 0; k < spec.maxSteps && g.phase !== 'game-over'; k++) {
      const acts = legalActions(g);
      const a = acts[pick(acts.length)]!;
      const next = applyAction(g, a);
      const rules = rulesOfMessages(narrate(g, a, next, rec.names));
      if (g.turn === 0 && a.type !== 'next-round') rules.push('C-9'); // the learner's move: a wrong one is explained from its error code
      for (const r of rules) if (!first.has(r)) first.set(r, k);
      if (g.turn === 0 && a.type !== 'next-round') {
        learnerAt.add(k);
        for (const r of rules) if (!byLearner.has(r)) byLearner.set(r, k);
      }
      stepRules[k] = [...new Set([...(stepRules[k] ?? []), ...rules])];
      actions.push(a);
      rec = recordAction(rec, a, next);
      g = next;
      if (spec.need.every((r) => first.has(r))) break;
    }
    if (!spec.need.every((r) => first.has(r))) continue;
    const want = new Set([...spec.need, ...ALL.filter((r) => r.startsWith('C-') && !covered.has(r))]);
    const at = [...new Set([0, ...[...first].filter(([r]) => want.has(r)).map(([r, k]) => byLearner.get(r) ?? k)])].sort((a, b) => a - b);
    if (at.filter((k) => learnerAt.has(k)).length < (spec.id === 'draw-start' ? 1 : 3)) continue;
    done = true;
    const last = at[at.length - 1]!;
    // cut the record just after the last step's action
    let cut = startRecord(createGame({ ...spec.config, seed }), rec.names);
    let h = createGame({ ...spec.config, seed });
    for (const a of actions.slice(0, last + 1)) {
      h = applyAction(h, a);
      cut = recordAction(cut, a, h);
    }
    const rules = at.map((k) => stepRules[k]!.slice().sort());
    for (const r of rules.flat()) covered.add(r);
    out.push({ id: spec.id, titleKey: spec.titleKey, record: encodeRecord(cut), at, rules });
    console.error(`${spec.id}: seed ${seed}, ${last + 1} actions, ${at.length} steps`);
  }
  if (!done) throw new Error(`no game found for ${spec.id}`);
}
const missing = ALL.filter((r) => !covered.has(r));
if (missing.length) console.error('not covered:', missing.join(' '));

const body = out.map((l) => `  {\n    id: '${l.id}',\n    titleKey: '${l.titleKey}',\n    at: [${l.at.join(', ')}],\n    rules: [\n${l.rules.map((r) => `      [${r.map((x) => `'${x}'`).join(', ')}],`).join('\n')}\n    ],\n    record:\n      '${l.record}',\n  },`).join('\n');
writeFileSync(new URL('./lesson-data.ts', import.meta.url), `/** Built-in lessons, generated by build-lessons.ts (do not edit by hand): compact records with explicit deals, the step positions and the rule ids each step demonstrates. */
export interface LessonData {
  id: string;
  titleKey: string;
  at: number[]; // replay steps (positions before the action)
  rules: string[][]; // rule ids demonstrated at each of \`at\`
  record: string; // compact record (dt1.…)
}

/** The built-in lessons. */
export const BUILT_IN: LessonData[] = [
${body}
];
`);
