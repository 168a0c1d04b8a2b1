// The headless table in Node: a whole game through its source and statechart, its one typed emitter, its
// bookkeeping, and the pure view of what to draw (docs/architecture.md "One click, end to end").
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import '../engine/index.js';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { Action, GameState } from '../engine/index.js';
import { replay } from '../record/record.js';
import { oneOf, Table } from './table.js';
import type { TableEmitted } from './table.js';
import { tableView } from './view.js';
import { countView } from './view-panels.js';
import { AUTO_START, careless, nextRung, RUNGS, savedRung, strengthOf } from '../ai/strength.js';
import { choiceRank, choices, distinctChoices, handRanks, historyAt, same } from '../ai/rank.js';
import { ranked } from '../ai/policies.js';
import { seatView } from '../ai/view.js';

const SIZE = { w: 375, fw: 360, fh: 300 };

/** Waits until `f` holds (the table's computers move on timers and promises). */
async function until(f: () => boolean, ms = 10000): Promise<void> {
  const t = Date.now();
  while (!f()) {
    if (Date.now() - t > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Plays the people's turns of a hand to its end, the computers (`computer`) moving on their own: a forced move as it
 * comes, a choice by the medium player's order from the seat's view (its last if `last(seat)`, else its first).
 * Says whether a person had a choice.
 */
async function playRanked(t: Table, computer: (seat: number) => boolean, last: (seat: number) => boolean): Promise<boolean> {
  let chose = false;
  while (t.game!.phase === 'playing') {
    await until(() => t.game!.phase !== 'playing' || !computer(t.game!.turn!));
    if (t.game!.phase !== 'playing') break;
    const g = t.game!;
    const options = distinctChoices(g);
    if (options.length < 2) {
      t.act(legalActions(g).find((a) => a.type === 'play') ?? legalActions(g)[0]!); // the one move (at either end alike)
      continue;
    }
    chose = true;
    const order = ranked(seatView(g, g.turn!, historyAt(t.log.states, t.log.actions, t.log.actions.length)), options);
    t.act(order[last(g.turn!) ? order.length - 1 : 0]!);
  }
  return chose;
}

describe('the headless table', () => {
  test('plays a whole game of computers: its events in order, each move once, its record replays to the same end', async () => {
    const t = new Table();
    t.set({ humans: 'none', pace: 0 });
    const seen: (keyof TableEmitted)[] = [];
    t.events.onAny((type) => {
      if (type !== 'change') seen.push(type);
    });
    t.connect();
    await t.play({ variant: 'draw', players: 3, seed: 11 });
    await until(() => t.game?.phase === 'game-over', 20000);
    assert.equal(seen[0], 'domino-game-start');
    assert.equal(seen[1], 'domino-round-start');
    assert.equal(seen.at(-1), 'domino-game-end');
    const plays = seen.filter((x) => x === 'domino-play').length;
    const rec = t.log.toRecord()!;
    const played = rec.rounds.flatMap((r) => r.actions).filter((a) => a.type === 'play').length;
    assert.equal(plays, played, 'one domino-play per tile played');
    assert.deepEqual(replay(rec).at(-1)!.totals, t.game!.totals);
    t.disconnect();
  });

  test('a person here: the view shows their hand only, what they can play, and refuses a wrong move with the engine code', async () => {
    const t = new Table();
    t.set({ humans: [0], pace: 0 });
    await t.need('core', 'panels');
    const errors: { code: string }[] = [];
    t.events.on('domino-error', (d) => errors.push(d));
    t.connect();
    await t.play({ variant: 'partnership', seed: 4 });
    await until(() => t.game?.turn === 0 && t.game.phase === 'playing');
    const v = tableView(t, SIZE, t.say)!;
    assert.equal(v.hand?.seat, 0);
    assert.deepEqual(v.hand!.tiles.map((x) => x.tile).sort(), [...t.game!.hands[0]!].sort());
    for (const s of v.seats.filter((x) => x.seat !== 0)) assert.equal(s.hand, null, `seat ${s.seat}'s hand stays hidden`);
    const legal = legalActions(t.game!);
    const playable = new Set(legal.flatMap((a) => (a.type === 'play' ? [a.tile] : [])));
    assert.deepEqual(new Set(v.hand!.tiles.filter((x) => x.playable).map((x) => x.tile)), playable);
    assert.match(v.status, /Your turn/);
    // A tile that does not fit: refused with the engine's code, nothing changes.
    const before: GameState = t.game!;
    const wrong = t.game!.hands[0]!.find((x) => !playable.has(x));
    if (wrong) {
      t.act({ type: 'play', tile: wrong } as Action);
      await until(() => errors.length > 0);
      assert.ok(errors[0]!.code.length > 0);
      assert.equal(t.game, before);
    }
    // A legal move through select: one place plays at once; the state after is the engine's.
    const a = legal.find((x) => x.type === 'play') as Extract<Action, { type: 'play' }>;
    const fits = legal.filter((x) => x.type === 'play' && x.tile === a.tile);
    t.select(a.tile);
    if (fits.length > 1) {
      assert.deepEqual(tableView(t, SIZE, t.say)!.places.map((p) => p.place).sort(), fits.map((x) => (x as { at: string }).at).sort());
      t.place(a.at!);
    }
    await until(() => t.game !== before && t.state.marks.last === a.tile);
    assert.deepEqual(t.game!.line, applyAction(before, fits.length > 1 ? a : fits[0]!).line);
    t.disconnect();
  });
});

describe('one place when every place leads to the same game (C-6)', () => {
  // Seat 0 holds the double six and must lead it (D-2, D-5); seat 1 then holds 6-4, which fits both ends showing 6.
  const set = ['6-6', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0', '6-4', '5-0', '4-0', '3-0', '2-0', '1-0', '5-4'];
  const rest = ['6-5', '6-3', '6-2', '6-1', '6-0', '5-3', '5-2', '5-1', '4-3', '4-2', '4-1', '3-2', '3-1', '2-1'];
  const deal = { hands: [set.slice(0, 7), set.slice(7)], boneyard: rest };

  test('after a double lead the matching tile plays with one pick, no "Left end (6) | Right end (6)"', async () => {
    const t = new Table();
    t.set({ humans: [1], pace: 0 });
    t.connect();
    await t.play({ variant: 'draw', players: 2, seed: 1, deals: [deal] });
    await until(() => t.game?.turn === 1 && t.game.line?.length === 1);
    assert.deepEqual(t.game!.ends, { left: 6, right: 6 });
    assert.deepEqual(t.playable().get('6-4')!.sort(), ['left', 'right'], 'the engine offers both ends');
    t.select('6-4');
    await until(() => t.state.marks.last === '6-4');
    assert.equal(t.game!.line!.length, 2, 'played at once');
  });

  test('places that lead to different games still ask', async () => {
    // 6-6, 6-5 on the left, 6-3 on the right: the ends are 5 and 3; a 5-3 leaves 3 and 3, or 5 and 5
    const hands = [['6-6', '6-3', '0-0', '1-1', '1-0', '2-0', '2-1'], ['6-5', '5-3', '4-4', '4-0', '4-1', '4-2', '2-2']];
    const all = hands.flat();
    const boneyard = [...set, ...rest].filter((x) => !all.includes(x));
    let g = createGame({ variant: 'draw', players: 2, seed: 1, deals: [{ hands, boneyard }] });
    g = applyAction(g, { type: 'play', tile: '6-6' });
    g = applyAction(g, { type: 'play', tile: '6-5', at: 'left' });
    g = applyAction(g, { type: 'play', tile: '6-3', at: 'right' });
    assert.deepEqual(g.ends, { left: 5, right: 3 });
    assert.equal(oneOf(g, '5-3', ['left', 'right']), undefined, 'a real choice');
    assert.equal(oneOf(g, '4-4', ['left']), 'left');
    assert.equal(oneOf(g, '4-4', []), null);
  });
});

describe('draw till it fits (D-7, F-10)', () => {
  test('draws one legal draw at a time until a tile fits, then stops: the button only where the rules draw on', async () => {
    // seat 0 leads the double six; seat 1 holds no six; the boneyard's front: three tiles without a six, then 6-1
    const hands = [['6-6', '5-5', '4-4', '3-3', '0-0', '6-5', '6-4'], ['2-2', '1-1', '5-4', '5-3', '4-3', '2-1', '1-0']];
    const boneyard = ['5-2', '4-2', '3-2', '6-1', '6-3', '6-2', '6-0', '5-1', '5-0', '4-1', '4-0', '3-1', '3-0', '2-0'];
    const t = new Table();
    t.set({ humans: [1], pace: 0 });
    await t.need('core', 'panels');
    const draws: number[] = [];
    t.events.on('domino-draw', (d) => draws.push(d.boneyard));
    t.connect();
    await t.play({ variant: 'draw', players: 2, seed: 1, deals: [{ hands, boneyard }] });
    await until(() => t.game?.turn === 1 && t.game.line?.length === 1);
    const kinds = tableView(t, SIZE, t.say)!.controls.map((c) => c.kind);
    assert.deepEqual(kinds.slice(0, 2), ['draw', 'draw-fit']);
    assert.equal(await t.drawUntilFits(), 4);
    assert.deepEqual(draws, [13, 12, 11, 10], 'four draws, each its own action');
    assert.ok(t.game!.hands[1]!.includes('6-1'));
    assert.equal(t.game!.turn, 1, 'the drawn tile is still to play');
    assert.ok(!tableView(t, SIZE, t.say)!.controls.some((c) => c.kind === 'draw-fit'), 'no button once a tile fits');
    assert.equal(await t.drawUntilFits(), 0, 'nothing more to draw');
  });

  test('Mexican Train draws one tile only (M-10): no such button', async () => {
    const t = new Table();
    t.set({ humans: 'none', pace: 0 });
    await t.play({ variant: 'mexican-train', players: 2, seed: 2 });
    assert.equal((await import('../engine/index.js')).rulesOf('mexican-train').drawsUntilFits, false);
    assert.equal((await import('../engine/index.js')).rulesOf('draw').drawsUntilFits, true);
  });

  test('level="auto": after each hand against the computers their strength moves toward the person\'s result (two rungs down after a hand lost with plays mostly in the medium player\'s worse half), the computers are asked to play at it, the count says so', async () => {
    const asked: string[] = [];
    // computers play their first legal move (fast and deterministic); what matters is the level they are asked for
    const t = new Table({ choose: async (input) => (asked.push(input.level), legalActions(input.game)[0]!) });
    t.set({ humans: [0], pace: 0, level: 'auto' });
    await t.need('core', 'panels');
    const moves: { strength: string; rung: number; previous: string }[] = [];
    t.events.on('domino-level', (d) => moves.push(d));
    t.connect();
    await t.play({ variant: 'draw', players: 2, seed: 5 });
    assert.equal(RUNGS[t.rung], 'medium', 'auto starts at medium');
    let rung = t.rung;
    const seen = new Set<string>();
    for (let hand = 0; hand < 16 && t.game!.phase !== 'game-over'; hand++) {
      const worst = hand % 2 === 1; // hand by hand the person plays the medium player's first choice, then its last
      // a decision with a choice in it (a forced move says nothing of how the person plays)
      const chose = await playRanked(t, (seat) => seat !== 0, () => worst);
      const r = t.game!.result!;
      const outcome = r.winner === null ? 'tie' : r.winner === 0 ? 'won' : 'lost';
      const beginner = outcome === 'lost' && worst && chose;
      seen.add(beginner ? 'lost, two down' : outcome);
      await until(() => moves.length === hand + 1);
      const expected = nextRung(rung, outcome, beginner);
      if (beginner && rung >= 2) assert.equal(expected, rung - 2);
      rung = expected;
      assert.equal(t.rung, rung, `hand ${hand + 1} (${outcome}, played the medium player's ${worst ? 'last' : 'first'} choices): ${beginner ? 'two rungs down' : outcome === 'won' ? 'one up' : outcome === 'lost' ? 'one down' : 'kept'}`);
      assert.equal(moves.at(-1)!.strength, RUNGS[rung]);
      assert.match(countView(t, t.say, t.game!).level, new RegExp(`about ${RUNGS[rung]!.replace('+', '\\+').replace('-', '−')}\\.`));
      if ((t.game!.phase as string) === 'game-over') break;
      asked.length = 0;
      t.act({ type: 'next-round' });
      await until(() => asked.length > 0 || t.game!.turn === 0);
      if (asked.length) assert.ok(asked.every((x) => x === RUNGS[rung]), `the computers play the next hand at ${RUNGS[rung]}: ${asked.join(',')}`);
      if (seen.has('won') && seen.has('lost') && seen.has('lost, two down')) break;
    }
    assert.deepEqual(['lost', 'lost, two down', 'won'].filter((x) => seen.has(x)), ['lost', 'lost, two down', 'won'], `up, one down and two down were all seen (${[...seen].join(', ')})`);
    t.disconnect();
  });

  test('auto with two people on opposite sides judges the first person\'s side and ranks only that side\'s plays: the other person\'s careless plays do not bring the computers down two', async () => {
    const t = new Table({ choose: async (input) => legalActions(input.game)[0]! });
    t.set({ humans: [0, 1], pace: 0, level: 'auto' });
    await t.need('core', 'panels');
    const moves: { strength: string; rung: number; previous: string }[] = [];
    t.events.on('domino-level', (d) => moves.push(d));
    t.connect();
    await t.play({ variant: 'draw', players: 3, seed: 13 });
    assert.equal(RUNGS[t.rung], 'medium');
    // seat 0 plays the medium player's first choices, seat 1 (the other person, an opponent) its last; seat 2 a computer
    await playRanked(t, (seat) => seat === 2, (seat) => seat === 1);
    assert.notEqual(t.game!.result!.winner, 0, 'the first person\'s side lost the hand');
    const { states, actions } = t.log;
    assert.equal(careless(handRanks(states, actions, [0])), false, 'seat 0 played the first choices');
    assert.equal(careless(handRanks(states, actions, [0, 1])), true, 'both people together would read as a beginner\'s hand');
    await until(() => moves.length === 1);
    assert.deepEqual(moves[0], { level: 'auto', strength: 'easy+', rung: 2, previous: 'medium' }, 'one rung down, not two');
    t.disconnect();
  });

  test('auto judges a hand by where the person\'s plays fall in the medium player\'s order: its first 0, its last 1, forced moves not at all; half way on average is a beginner\'s hand', () => {
    assert.equal(careless([]), false, 'no decision: no judgement');
    assert.equal(careless([0, 0.2, 0.1]), false);
    assert.equal(careless([1, 0, 0.5]), true);
    assert.equal(careless([0.4, 0.5]), false, 'just short of half way');
    assert.equal(nextRung(3, 'lost', true), 1);
    assert.equal(nextRung(1, 'lost', true), 0, 'held at easy-');
    assert.equal(nextRung(3, 'won', true), 4, 'a won hand moves one up however it was played');
    assert.equal(nextRung(3, 'tie', true), 3);
    // a recorded hand of Draw: seat 0 plays the medium player's first choice throughout, seat 1 its last
    let g = createGame({ variant: 'draw', players: 2, seed: 11 });
    const states: GameState[] = [];
    const actions: Action[] = [];
    while (g.phase === 'playing') {
      const options = distinctChoices(g);
      const a = options.length < 2 ? legalActions(g)[0]! : ((o) => (g.turn === 0 ? o[0]! : o[o.length - 1]!))(ranked(seatView(g, g.turn!, historyAt(states, actions, states.length)), options));
      states.push(g);
      actions.push(a);
      g = applyAction(g, a);
    }
    const first = handRanks(states, actions, [0]);
    const last = handRanks(states, actions, [1]);
    assert.ok(first.length >= 2 && last.length >= 2, `both seats had choices (${first.length}, ${last.length})`);
    assert.deepEqual(first, first.map(() => 0));
    assert.deepEqual(last, last.map(() => 1));
    assert.equal(careless(first), false);
    assert.equal(careless(last), true);
    const forced = states.filter((x, k) => x.turn === 0 && distinctChoices(x).length < 2 && k < actions.length).length;
    assert.equal(handRanks(states, actions, [0, 1]).length, first.length + last.length, `forced moves (${forced} of seat 0's) are not ranked`);
    // a tile at either end where both lead to the same game (C-6: after a double lead) is one move, as the table plays it
    const found = { alone: false, beside: false };
    for (let seed = 1; seed < 200 && !(found.alone && found.beside); seed++) {
      let h = createGame({ variant: 'draw', players: 2, seed });
      while (h.phase === 'playing') {
        const all = choices(h);
        const real = distinctChoices(h);
        const twins = all.filter((a) => !real.some((b) => same(a, b)));
        for (const twin of twins) {
          const rank = choiceRank(h, [], twin);
          if (real.length < 2) {
            assert.equal(rank, null, `seed ${seed}: ${JSON.stringify(twin)} is the only move there, not a choice`);
            found.alone = true;
          } else {
            const it = real.find((a) => a.type === 'play' && twin.type === 'play' && a.tile === twin.tile)!;
            assert.equal(rank, choiceRank(h, [], it), `seed ${seed}: ${JSON.stringify(twin)} ranks as ${JSON.stringify(it)}`);
            assert.equal(real.length, all.length - twins.length);
            found.beside = true;
          }
        }
        h = applyAction(h, legalActions(h)[0]!);
      }
    }
    assert.deepEqual(found, { alone: true, beside: true }, 'both cases were met');
  });

  test('auto\'s ladder: held at its ends, a tie keeps the rung, a fixed level ignores it, all computers at a screen with no person keep it', async () => {
    assert.deepEqual([...RUNGS], ['easy-', 'easy', 'easy+', 'medium', 'medium+', 'hard-', 'hard']);
    assert.equal(nextRung(0, 'lost'), 0);
    assert.equal(nextRung(6, 'won'), 6);
    assert.equal(nextRung(3, 'tie'), 3);
    assert.equal(nextRung(99, 'lost'), 5);
    assert.equal(strengthOf('hard', 0), 'hard');
    assert.equal(strengthOf('auto', 0), 'easy-');
    assert.equal(strengthOf('auto', 5), 'hard-');
    assert.equal(strengthOf('nonsense', 4), 'medium');
    // persist keeps the strength by name; a bare number was saved on the ladder before easy- and means one rung up now
    assert.equal(savedRung('medium+'), 4);
    assert.equal(savedRung('easy-'), 0);
    assert.equal(savedRung('4'), 5, 'hard- saved as 4 before easy- was added');
    assert.equal(savedRung('9'), 6);
    assert.equal(savedRung('hardest'), null);
    assert.equal(savedRung(''), null);
    const t = new Table();
    t.set({ humans: 'none', pace: 0, level: 'auto' });
    let told = 0;
    t.events.on('domino-level', () => told++);
    t.connect();
    await t.play({ variant: 'draw', players: 2, seed: 3 });
    await until(() => t.game?.phase !== 'playing', 20000);
    assert.equal(told, 0, 'no person at the table: no staircase');
    assert.equal(t.rung, AUTO_START);
    t.rung = 17;
    assert.equal(t.rung, 6, 'a saved rung is held to the ladder');
    t.disconnect();
  });
});

describe('one path for every source that plays moves (issue 50)', () => {
  test('a lesson tells the table each move: the same domino-turn and move events as a game, in order, then domino-lesson-end; its own narration, not the live region, says them', async () => {
    const { LessonSource } = await import('./sources/lesson.js');
    const { builtIn } = await import('../teach/builtin.js');
    const lesson = (await builtIn('partnership')).find((l) => l.id === 'p-pass')!;
    const t = new Table();
    t.set({ pace: 0 });
    t.connect();
    const seen: [string, unknown][] = [];
    const said = new Set<string>();
    t.events.onAny((type, detail) => type !== 'change' && seen.push([type, detail]));
    t.events.on('change', (s) => s.said && said.add(s.said.type));
    const src = new LessonSource(t, lesson, [lesson], () => null, false);
    src.begin();
    for (let i = 0; i < 12 && !src.run.over; i++) {
      await until(() => src.run.over || src.acting);
      if (src.run.over) break;
      const a = src.hint()!;
      src.act(a);
    }
    await until(() => seen.some(([type]) => type === 'domino-lesson-end'));
    const types = seen.map(([type]) => type);
    assert.equal(types[0], 'domino-turn', 'its start says whose turn it is');
    assert.ok(types.includes('domino-pass') && types.includes('domino-play'), types.join(' '));
    assert.equal(types.at(-1), 'domino-lesson-end');
    // The learner's every turn is one the lesson waits for: a move of theirs follows it (none is offered once it is over).
    seen.forEach(([type, d], i) => {
      if (type !== 'domino-turn' || !(d as { human: boolean }).human) return;
      const next = seen.slice(i + 1).find(([x]) => ['domino-play', 'domino-pass', 'domino-draw'].includes(x));
      assert.equal((next?.[1] as { seat: number } | undefined)?.seat, lesson.learner, `the learner's turn at event ${i} is taken`);
    });
    // Every move follows the domino-turn of its seat; the table's record has them all.
    let turn: number | null = null;
    for (const [type, d] of seen) {
      const x = d as { seat: number };
      if (type === 'domino-turn') turn = x.seat;
      else if (type === 'domino-play' || type === 'domino-pass' || type === 'domino-draw') assert.equal(x.seat, turn, `${type} by the seat to move`);
    }
    // The table's record is the lesson's from the deal (the way to its position, then every move shown): it plays.
    assert.equal(t.log.actions.length, lesson.moves.length + types.filter((x) => ['domino-play', 'domino-pass', 'domino-draw'].includes(x)).length);
    assert.deepEqual(replay(t.log.toRecord()!).at(-1), t.game);
    assert.deepEqual([...said].filter((x) => x.startsWith('domino-')), [], 'the lesson narrates: the table\'s live region says none of its moves (only the hints shown)');
    assert.equal(t.state.marks.last, t.log.actions.filter((a) => a.type === 'play').at(-1)?.tile);
    t.disconnect();
  });

  test('a puzzle the same: the move tried and its reply, then no turn for the learner until Try again; solved, none after it', async () => {
    const { PuzzleSource } = await import('./sources/puzzle.js');
    const { builtInPuzzle } = await import('../teach/puzzles.js');
    const { accepted } = await import('../teach/puzzle.js');
    const p = (await builtInPuzzle('pt-001'))!;
    await (await import('../teach/kit.js')).loadKit('partnership'); // the narration's (the element loads it with the words)
    const t = new Table();
    t.set({ pace: 0 });
    t.connect();
    const seen: [string, { seat?: number; human?: boolean; tile?: string }][] = [];
    t.events.onAny((type, detail) => type !== 'change' && seen.push([type, detail as never]));
    const src = new PuzzleSource(t, p, null, () => null, false);
    src.begin();
    assert.deepEqual(seen.map(([x]) => x), ['domino-turn']);
    assert.equal(seen[0]![1].seat, p.lesson.learner);
    const wrong = p.options.find((o) => !accepted(p, o.action))!.action;
    src.act(wrong);
    await until(() => src.run.retry);
    const tried = seen.findIndex(([x, d]) => x === 'domino-play' && d.seat === p.lesson.learner);
    assert.ok(tried >= 0, 'the wrong try is a domino-play');
    assert.ok(seen.slice(tried + 1).some(([x, d]) => x === 'domino-play' && d.seat !== p.lesson.learner), 'its reply too');
    assert.ok(!seen.slice(tried + 1).some(([x, d]) => x === 'domino-turn' && d.human), 'no turn offered to the learner while the try is answered');
    const k = seen.length;
    src.again();
    assert.deepEqual(seen.slice(k).map(([x, d]) => [x, d.seat, d.human]), [['domino-turn', p.lesson.learner, true]]);
    src.act(p.options[0]!.action);
    await until(() => seen.some(([x]) => x === 'domino-puzzle-end'));
    const solved = seen.map(([x, d]) => x === 'domino-play' && d.seat === p.lesson.learner).lastIndexOf(true);
    assert.ok(!seen.slice(solved + 1).some(([x, d]) => x === 'domino-turn' && d.human), 'none once it is solved');
    assert.deepEqual(replay(t.log.toRecord()!).at(-1)!.line, t.game!.line, 'the record, the try forgotten, plays to the position shown');
    t.disconnect();
  });
});
