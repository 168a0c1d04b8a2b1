// A seeded fuzz test of <domino-table> (issue 9): random sequences of attribute changes (removal and wrong types
// included), property sets of any type, method calls with garbage, and moves in the page (removed, re-appended,
// reparented) between and during computer turns, newGame, load, undo and hint. After every sequence: no uncaught
// error or unhandled rejection was seen, a watched game still reaches domino-game-end, and a person's move still
// applies. The seed is fixed (FUZZ_SEED below; a failure names its sequence) so a failure can be replayed.
import { expect, fixture, html } from '@open-wc/testing';
import { createGame } from '../engine/index.js';
import { mount, until } from '../testing/harness.js';
import type { DominoTable } from './domino-table.js';
import { probe, rng } from '../testing/probes.js';

/** A value as text for the log of a sequence. */
function show(v: unknown): string {
  try {
    return typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' ? 'Symbol' : (JSON.stringify(v) ?? String(v)).slice(0, 40);
  } catch {
    return typeof v;
  }
}

const FUZZ_SEED = 9009;
const SEQUENCES = 240; // in blocks, each its own test
const BLOCK = 30;
const ONLY: number[] = []; // replay chosen sequences (debugging)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cycle: Record<string, unknown> = {};
cycle.self = cycle;
const throwing = { toString: () => { throw new Error('toString'); } };
const TEXTS = ['', ' ', '0', '1', '2', '3', '4', '11', '-1', '1.5', 'all', 'none', 'x', '0,2', '0, 1', 'easy', 'hard', 'teach', 'replay', 'play', 'partnership', 'draw', 'mexican-train', 'all-fives', 'chess', '{"target":5}', '{"traget":5}', '{bad', '[]', 'null', 'dt1.AAAA', 'garbage', '<b>x</b>', 'pl', 'pt-BR', 'xx', 'draw-start', 'typo', 'fuzz-key'];
const VALUES: unknown[] = [...TEXTS, null, undefined, 0, 1, 3, -5, 1e12, 2 ** 31, NaN, Infinity, true, false, 10n, Symbol('s'), cycle, Object.create(null), [0, 2], ['A', 'B'], {}, { target: 7 }, { target: 10n }, () => 1, throwing];
const ATTRS = ['variant', 'players', 'humans', 'names', 'level', 'seed', 'options', 'mode', 'record', 'step', 'lesson', 'speed', 'open-hands', 'lang', 'persist'];
const PROPS = ['variant', 'players', 'humans', 'names', 'level', 'seed', 'options', 'mode', 'record', 'step', 'lesson', 'speed', 'openHands', 'persist'];
const CONFIGS: unknown[] = [undefined, null, {}, 42, 'draw', { seed: 10n }, { variant: 'draw', players: 9 }, { deals: 5 }, { deals: [{ hands: [] }] }, { options: cycle }, { variant: throwing }, { seed: 3 }, { variant: 'partnership' }, Object.create(null)];

/** A record of a short real game, to load now and then. */
const RECORD = (() => {
  const g = createGame({ variant: 'draw', players: 2, seed: 77 });
  return { format: 'domino-table/1', variant: 'draw', players: 2, options: {}, seed: 77, rounds: [{ deal: g.deal, actions: [] }] };
})();

/** One random sequence of operations on `el`, moved among `boxes`. */
async function sequence(el: DominoTable, boxes: HTMLElement[], pick: (n: number) => number, log: string[]): Promise<void> {
  const any = <T>(list: readonly T[]): T => list[pick(list.length)]!;
  const n = 4 + pick(14);
  for (let i = 0; i < n; i++) {
    const op = pick(12);
    const t = el as unknown as Record<string, (...a: unknown[]) => unknown>;
    if (op <= 1) {
      const [a, v] = [any(ATTRS), any(TEXTS)];
      log.push(`setAttribute(${a}, ${JSON.stringify(v)})`);
      el.setAttribute(a, v);
    } else if (op === 2) {
      const a = any(ATTRS);
      log.push(`removeAttribute(${a})`);
      el.removeAttribute(a);
    } else if (op <= 4) {
      const [p, v] = [any(PROPS), any(VALUES)];
      log.push(`.${p} = ${v === cycle ? 'cycle' : v === throwing ? 'throwing' : typeof v === 'object' && v && !Object.getPrototypeOf(v) ? 'null-proto' : show(v)}`);
      (el as unknown as Record<string, unknown>)[p] = v;
    } else if (op <= 7) {
      const m = any(['play', 'play', 'draw', 'pass', 'endTurn', 'nextRound', 'newGame', 'undo', 'hint', 'load', 'load', 'toRecord', 'toRecordText', 'goTo', 'next', 'previous', 'state', 'legalActions', 'legal']);
      if (m === 'legal') {
        // a real move of the person to move, when there is one
        const a = el.legalActions[0];
        log.push(`legal ${JSON.stringify(a)}`);
        if (a?.type === 'play') el.play(a.tile, a.at);
        else if (a?.type === 'draw') el.draw();
        else if (a?.type === 'pass') el.pass();
        else if (a) el.nextRound();
      } else if (m === 'state' || m === 'legalActions') {
        log.push(m);
        void (el as unknown as Record<string, unknown>)[m];
      } else {
        const arg = m === 'newGame' ? any(CONFIGS) : m === 'load' ? any([RECORD, JSON.stringify(RECORD), ...VALUES]) : any(VALUES);
        log.push(`${m}(${typeof arg === 'string' ? JSON.stringify(arg.slice(0, 20)) : typeof arg})`);
        void t[m]!.call(el, arg, any(VALUES)); // the async ones must never reject: the probe sees an unhandled rejection
      }
    } else if (op === 8) {
      log.push('remove');
      el.remove();
    } else if (op === 9) {
      const b = any(boxes);
      log.push(`append to box ${boxes.indexOf(b)}`);
      b.append(el); // re-append, or reparent
    } else if (op === 10) {
      log.push('await updateComplete');
      await el.updateComplete;
    } else {
      const ms = pick(4);
      log.push(`sleep ${ms}`);
      await sleep(ms);
    }
  }
}

/** Puts `el` in a sane state again and checks it still works: a watched game ends, a person's move applies. */
async function stillWorks(el: DominoTable, box: HTMLElement, seed: number): Promise<void> {
  const errs: unknown[] = [];
  el.addEventListener('domino-error', (e) => errs.push((e as CustomEvent).detail));
  for (const a of ATTRS) el.removeAttribute(a);
  Object.assign(el, { mode: 'play', record: '', lesson: '', persist: null, step: undefined, level: 'easy', speed: 0, humans: 'none', names: '', openHands: false });
  if (el.parentElement !== box) box.append(el);
  // A watched game: All Fives to 5 ends at the first play that scores (F-14), or after a few hands.
  let ended = false;
  const onEnd = () => (ended = true);
  el.addEventListener('domino-game-end', onEnd);
  Object.assign(el, { variant: 'all-fives', players: 2, seed, options: { target: 5 } });
  await el.updateComplete;
  el.newGame();
  await until(() => ended, 20000, 'domino-game-end of a watched game');
  el.removeEventListener('domino-game-end', onEnd);
  // A person's move.
  el.humans = '0';
  el.newGame({ seed: seed + 1, options: {} }); // to 250: the computer's first play cannot end it
  await until(() => el.state?.phase === 'playing' && el.state.turn === 0, 20000, "the person's turn").catch((e) => {
    throw new Error(`${(e as Error).message} ${JSON.stringify({ phase: el.state?.phase, turn: el.state?.turn, mode: el.mode, humans: el.humans, connected: el.isConnected, variant: el.variant, players: el.players, seed: el.seed, options: show(el.options), errs })}`);
  });
  await el.updateComplete;
  const before = JSON.stringify(el.state);
  const a = el.legalActions[0]!;
  if (a.type === 'play') el.play(a.tile, a.at);
  else if (a.type === 'draw') el.draw();
  else el.pass();
  expect(JSON.stringify(el.state), "the person's move applied").to.not.equal(before);
}

describe(`<domino-table> fuzz (seed ${FUZZ_SEED})`, () => {
  for (let block = 0; block < SEQUENCES / BLOCK; block++) {
    it(`sequences ${block * BLOCK + 1}–${(block + 1) * BLOCK}: no uncaught error, and the table still plays`, async () => {
      const page = await fixture<HTMLElement>(html`<div style="width: 640px"></div>`);
      const boxes = [0, 1, 2].map(() => page.appendChild(document.createElement('div')));
      for (let s = block * BLOCK; s < (block + 1) * BLOCK; s++) {
        if (ONLY.length && !ONLY.includes(s)) continue;
        const pick = rng(FUZZ_SEED * 1000 + s);
        const p = probe();
        const log: string[] = [];
        const { el } = mount(boxes[0]!, { variant: ['draw', 'partnership', 'all-fives', 'mexican-train'][s % 4]!, humans: s % 3 ? 'none' : '0', speed: '0', seed: String(s) });
        try {
          await sequence(el, boxes, pick, log);
          await sleep(pick(5));
          await stillWorks(el, boxes[1]!, s);
          await sleep(0);
          expect(p.errors, `uncaught errors: ${p.errors.join(' | ')}`).to.deep.equal([]);
        } catch (e) {
          throw new Error(`sequence ${s}: ${(e as Error).message}\n  ${log.join('\n  ')}\n${(e as Error).stack}`);
        } finally {
          p.restore();
          el.remove();
          localStorage.clear();
        }
      }
    });
  }
});
