import { enqueueActions, fromPromise, setup } from 'xstate';
import { applyAction, createGame, rulesOf, DominoError } from '../engine/game.js';
import { inChain, isLead, isOpening, may, mustCover } from '../engine/flow.js';
import type { Action, GameConfig, GameState, Variant } from '../engine/game.js';
import { advance, actor as mover, NO_MARKS } from '../record/marks.js';
import type { Marks } from '../record/marks.js';
import type { HistoryEntry } from '../ai/view.js';

/** A refused event: the engine's code and message, and the values the message names (e.g. `{ given: "9" }`). */
export interface Refusal {
  code: string; // e.g. "must-play", "not-your-turn", "bad-players"
  message: string;
  params?: Record<string, string>;
}

/** Who the chart plays itself, and how fast: the table's settings (changed with a `settings` event). */
export interface Seating {
  computers: number[]; // seats the chart plays through its `computer` actor, e.g. [1, 2, 3]
  level: string; // the computer players' level, e.g. "medium"
  pace: number; // ms a computer move takes at least (the `pace` delay); 0: as soon as it is chosen
  autoDeal: boolean; // after a count the chart deals the next round itself (nobody here to press Next round)
  clock: number; // ms a person has for a turn before the computer plays it for them (0: no clock)
  paused: boolean; // nothing moves by itself (the table is away, or the host paused): computers and the clock wait
  away: number[]; // people whose turn ran out: the computer plays for them until they are back
}

/** What a domino actor holds. */
export interface DominoContext extends Seating {
  config: GameConfig; // the config of the game in play
  game: GameState | null; // null only when the first config was refused (state "invalid")
  error: Refusal | null; // the last refusal, cleared by the next accepted event
  marks: Marks; // the round's public moves, lead and last tile, the finished rounds' points (src/record/marks.ts)
  chosen: Action | null; // the computer's choice, played once the pace has passed
  stuck: GameState | null; // a state on which the computer's choice was refused or could not be made: never retried
}

/**
 * The input: a game config, with any of the {@link Seating} settings (none: the chart plays no seat itself), and
 * optionally a game to take up where it stands (`resume`: a record rebuilt, an undo, a server's checkpoint) instead
 * of dealing a new one from the config. (A persisted XState snapshot would lose the pending delays, which live in the
 * actor system: a table takes a game up this way.)
 */
export type DominoInput = GameConfig & Partial<Seating> & { resume?: { game: GameState; marks: Marks } };

/** Events: the API's actions, `new-game` (a fresh game, optionally with a changed config), and the table's settings. */
export type DominoEvent =
  | Action
  | { type: 'new-game'; config?: Partial<GameConfig> }
  | ({ type: 'settings' } & Partial<Seating>)
  | { type: 'back'; seat: number }; // a person whose turn ran out is at the table again

/** What the actor emits (`actor.on(type, ...)`): outward facts for the table and other hosts. */
export type DominoEmitted =
  | { type: 'started'; game: GameState }
  | { type: 'applied'; seat: number | null; action: Action; before: GameState; game: GameState }
  | ({ type: 'rejected'; action: DominoEvent } & Refusal)
  | { type: 'timeout'; seat: number }; // a person's turn ran out: the computer plays it

/** What the `computer` actor is asked: the game (the actor must look only at the seat's view), the round's public history, the level. */
export interface ComputerInput {
  game: GameState;
  seat: number;
  level: string;
  history: HistoryEntry[];
}

const SEATING: Seating = { computers: [], level: 'medium', pace: 0, autoDeal: false, clock: 0, paused: false, away: [] };

function refusal(e: unknown): Refusal {
  if (e instanceof DominoError) return { code: e.code, message: e.message, params: e.params };
  return { code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

function start(config: GameConfig): Pick<DominoContext, 'game' | 'error' | 'marks' | 'stuck'> {
  try {
    return { game: createGame(config), error: null, marks: NO_MARKS, stuck: null };
  } catch (e) {
    return { game: null, error: refusal(e), marks: NO_MARKS, stuck: null };
  }
}

/** The context a chart starts from. */
function initial(input: DominoInput): DominoContext {
  const { computers, level, pace, autoDeal, clock, paused, away, resume, ...config } = input;
  const seating = { ...SEATING, ...clean({ computers, level, pace, autoDeal, clock, paused, away }) };
  const game = resume ? { game: resume.game, marks: resume.marks, error: null, stuck: null } : start(config);
  return { config, ...seating, ...game, chosen: null };
}

/** The settings given (undefined ones left out). */
function clean(s: Partial<Seating>): Partial<Seating> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as Partial<Seating>;
}

/** What the helpers below queue: a context patch and an emitted fact (`enqueue` of an action, seen structurally). */
interface Enqueue {
  assign(patch: Partial<DominoContext>): void;
  emit(e: DominoEmitted): void;
}

/** Takes up `game`, reached from `before` by `action` (its own state's transition then routes): `applied` is emitted. */
function commit(context: DominoContext, enqueue: Enqueue, action: Action, before: GameState, game: GameState): void {
  const seat = mover(before, action);
  enqueue.assign({ game, error: null, marks: advance(context.marks, action, before, game), chosen: null, stuck: null });
  enqueue.emit({ type: 'applied', seat, action, before, game });
}

/** Refuses `event` with `r` (nothing changes but the error). */
function refuse(enqueue: Enqueue, event: DominoEvent, r: Refusal): void {
  enqueue.assign({ error: r });
  enqueue.emit({ type: 'rejected', action: event, ...r });
}

/** The next round's deal: the engine's own (from the seed or the config's deals). The server provides its fair deal. */
export type Dealer = (game: GameState) => GameState;

/**
 * Deals the next round with `deal` and takes it up (the body of the `nextRound` action). A host with its own deal
 * (the server's fair deal) provides `nextRound: enqueueActions(({ context, event, enqueue }) => dealNext(context, event, enqueue, fairDeal))`.
 */
export function dealNext(context: DominoContext, event: DominoEvent, enqueue: unknown, deal: Dealer): void {
  const out = enqueue as Enqueue;
  const before = context.game;
  if (!before) return;
  try {
    commit(context, out, { type: 'next-round' }, before, deal(before));
  } catch (e) {
    refuse(out, event, refusal(e));
  }
}

/** The engine's own next round (from the seed, or the config's deals). */
const engineDeal: Dealer = (g) => applyAction(g, { type: 'next-round' });

const seatToMove = (c: DominoContext): number | null => (c.game?.phase === 'playing' ? c.game.turn : null);

/**
 * The shared implementation: every guard asks the engine (or the table's settings) one question, every action is
 * one engine call. The per-variant charts below only arrange states. Hosts change the `computer` actor (a worker,
 * the server's in-thread player), the delays and `nextRound` (the server's fair deal) with `machine.provide()`.
 */
export const dominoSetup = setup({
  types: {
    context: {} as DominoContext,
    events: {} as DominoEvent,
    input: {} as DominoInput,
    emitted: {} as DominoEmitted,
  },
  guards: {
    isInvalid: ({ context }) => context.game === null,
    isGameOver: ({ context }) => context.game?.phase === 'game-over',
    isDomino: ({ context }) => context.game?.result?.reason === 'domino', // a result exists only once a hand ended
    isBlocked: ({ context }) => context.game?.result?.reason === 'blocked',
    isLead: ({ context }) => isLead(context.game!),
    canPlay: ({ context }) => may(context.game!, 'play'),
    canDraw: ({ context }) => may(context.game!, 'draw'),
    mustCoverDouble: ({ context }) => mustCover(context.game!),
    inOpeningChain: ({ context }) => inChain(context.game!),
    isOpeningTurn: ({ context }) => isOpening(context.game!),
    /** The seat to move is played by the chart: a computer seat, or a person whose turn ran out. */
    computerTurn: ({ context }) => ((s) => s !== null && (context.computers.includes(s) || context.away.includes(s)))(seatToMove(context)),
    isPaused: ({ context }) => context.paused,
    /** The computer's move on this state was refused or could not be chosen: it is not tried again. */
    isStuck: ({ context }) => context.stuck !== null && context.stuck === context.game,
    dealsItself: ({ context }) => context.autoDeal && !context.paused,
    clocked: ({ context }) => context.clock > 0 && !context.paused,
  },
  actions: {
    /** Hands the event to the engine: a new state and `applied`, or `rejected` with the engine's code. */
    apply: enqueueActions(({ context, event, enqueue: q }) => {
      const enqueue = q as unknown as Enqueue;
      const before = context.game;
      if (!before || !('type' in event) || event.type === 'new-game' || event.type === 'settings' || event.type === 'back') return;
      try {
        commit(context, enqueue, event, before, applyAction(before, event));
      } catch (e) {
        refuse(enqueue, event, refusal(e));
      }
    }),
    /** An event this state does not expect: refused with the engine's own code for it (the engine changes nothing). */
    refuse: enqueueActions(({ context, event, enqueue: q }) => {
      const enqueue = q as unknown as Enqueue;
      if (!context.game) return refuse(enqueue, event, { code: 'no-game', message: 'No game is in play' });
      try {
        applyAction(context.game, event as Action);
        refuse(enqueue, event, { code: 'unexpected', message: `${event.type} is not expected now` }); // the chart and the engine disagree: never seen in the tests
      } catch (e) {
        refuse(enqueue, event, refusal(e));
      }
    }),
    /** A person's move while the chart plays the seat to move. */
    notYourTurn: enqueueActions(({ context, event, enqueue }) => {
      refuse(enqueue as unknown as Enqueue, event, { code: 'not-your-turn', message: `It is seat ${context.game?.turn}'s turn, a computer player's` });
    }),
    /** Plays the computer's choice; refused (never seen with a fair player), the seat is left as it is. */
    playChoice: enqueueActions(({ context, enqueue: q }) => {
      const enqueue = q as unknown as Enqueue;
      const before = context.game;
      const a = context.chosen;
      if (!before || !a) return;
      try {
        commit(context, enqueue, a, before, applyAction(before, a));
      } catch (e) {
        enqueue.assign({ stuck: before, chosen: null });
        refuse(enqueue, a, refusal(e));
      }
    }),
    /** The computer could not choose (its code did not load, the worker failed): the table stays as it is. */
    giveUp: enqueueActions(({ context, enqueue }) => enqueue.assign({ stuck: context.game })),
    /** Deals the next round (C-10): the engine's deal. */
    nextRound: enqueueActions(({ context, event, enqueue }) => dealNext(context, event, enqueue, engineDeal)),
    /** A fresh game; a refused config keeps the game in play (no state is lost). */
    newGame: enqueueActions(({ context, event, enqueue: q }) => {
      const enqueue = q as unknown as Enqueue;
      if (event.type !== 'new-game') return;
      const config = { ...context.config, ...event.config } as GameConfig;
      const next = start(config);
      if (next.game) {
        enqueue.assign({ config, ...next, chosen: null, away: [] });
        enqueue.emit({ type: 'started', game: next.game });
      } else refuse(enqueue, event, next.error!);
    }),
    /** New table settings (who the chart plays, level, pace, clock, pause). */
    settings: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'settings') enqueue.assign({ ...clean(event), stuck: null });
    }),
    /** A person's turn ran out: the computer plays it, and their turns after it until they are back. */
    timeUp: enqueueActions(({ context, enqueue }) => {
      const s = seatToMove(context);
      if (s === null) return;
      enqueue.assign({ away: [...context.away.filter((x) => x !== s), s] });
      enqueue.emit({ type: 'timeout', seat: s });
    }),
    /** A person is back at the table: their seat is theirs again. */
    back: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'back') enqueue.assign({ away: context.away.filter((x) => x !== event.seat) });
    }),
  },
  actors: {
    /** The computer player of the seat to move. By default the engine's own `chooseAction`, loaded when first needed. */
    computer: fromPromise<Action, ComputerInput>(async ({ input }) => {
      const { chooseAction } = await import('../ai/choose.js');
      return chooseAction(input.game, { level: input.level as 'medium', seed: input.game.seed, history: input.history });
    }),
  },
  delays: {
    /** How long a computer move takes at least; 0: no timer, it moves once chosen. */
    // (a delay that is no number raises its event at once: no timer is set)
    pace: ({ context }) => (context.pace || undefined) as number,
    /** How long a count stays before the chart deals the next round itself (nobody here to press Next round). */
    roundPace: ({ context }) => (context.pace * 4 || undefined) as number,
    /** How long a person has for a turn (a clock of 0 never gets here: `clocked` is false). */
    clock: ({ context }) => (context.clock > 0 && !context.paused ? context.clock : undefined) as number,
  },
});

type MachineConfig = Parameters<typeof dominoSetup.createMachine>[0];
type States = Record<string, object>;

const ACTIONS = ['play', 'draw', 'pass', 'end-turn', 'next-round'] as const;

/** The transitions of a state: `expects` are played (to `target`), every other action refused with the engine's code. */
function on(expects: readonly string[], target = '#domino.route', actions: string = 'apply'): Record<string, object> {
  return Object.fromEntries(ACTIONS.map((t) => [t, expects.includes(t) ? { actions, target } : { actions: 'refuse' }]));
}

/** The rule ids of a variant's hand end: going out, and the block (detected at once, C-11). */
interface Ends {
  domino: string;
  blocked: string;
}

/**
 * A variant's chart: the states every variant shares (dealing, route, the computer's turn, counting by domino or
 * block, round over, game over, invalid) around the variant's own states of a person's turn (`person`). `turnRoute`
 * picks the person's turn state from the engine's answers.
 */
function chart(id: Variant, ends: Ends, turnRoute: readonly object[], person: States, before: States = {}): MachineConfig {
  const afterDeal = Object.keys(before).length ? `#domino.${Object.keys(before)[0]}` : '#domino.route';
  const after = [{ guard: 'isGameOver', target: '#domino.gameOver' }, { target: '#domino.roundOver' }];
  return {
    id: 'domino',
    context: ({ input }: { input: DominoInput }) => initial(input),
    initial: 'dealing',
    on: {
      'new-game': { actions: 'newGame', target: '.route' },
      settings: { actions: 'settings', target: '.route' },
      back: { actions: 'back', target: '.route' },
    },
    description: `Turn flow of ${id} (rules in docs/rules/${id}.md)`,
    states: {
      invalid: { description: 'The config was refused; a new-game with a good one starts play.', on: on([]) },
      dealing: { description: 'A round is dealt (C-5).', always: afterDeal },
      ...before,
      route: {
        description: 'Where the game stands now, asked of the engine after every event.',
        always: [
          { guard: 'isInvalid', target: 'invalid' },
          { guard: 'isDomino', target: 'counting.domino' },
          { guard: 'isBlocked', target: 'counting.blocked' },
          { guard: 'isGameOver', target: 'gameOver' }, // all-fives F-14: the target is reached mid-hand, nothing is counted
          { guard: 'computerTurn', target: 'computer' },
          ...turnRoute,
        ],
      },
      person: {
        description: 'A person is to move: the chart waits for their action. With a turn clock, the computer plays the turn when it runs out.',
        initial: Object.keys(person)[0],
        states: withInitials(person),
        after: { clock: { guard: 'clocked', actions: 'timeUp', target: '#domino.route' } },
      },
      computer: {
        description: 'A computer seat is to move: it chooses (the `computer` actor) while the pace passes, then plays.',
        initial: 'check',
        on: Object.fromEntries(ACTIONS.map((t) => [t, { actions: t === 'next-round' ? 'refuse' : 'notYourTurn' }])),
        states: {
          check: {
            always: [{ guard: 'isPaused', target: 'waiting' }, { guard: 'isStuck', target: 'stuck' }, { target: 'moving' }],
          },
          waiting: { description: 'Paused: the computer moves once play resumes.' },
          stuck: { description: 'Its choice was refused or could not be made: the table stays as it is.' },
          moving: {
            type: 'parallel',
            states: {
              think: {
                initial: 'choosing',
                states: {
                  choosing: {
                    invoke: {
                      src: 'computer',
                      input: ({ context }: { context: DominoContext }) => ({ game: context.game!, seat: context.game!.turn!, level: context.level, history: context.marks.moves }),
                      onDone: { target: 'chosen', actions: enqueueActions(({ event, enqueue }) => enqueue.assign({ chosen: (event as unknown as { output: Action }).output })) },
                      onError: { target: '#domino.computer.stuck', actions: 'giveUp' },
                    },
                  },
                  chosen: { type: 'final' },
                },
              },
              pace: { initial: 'waiting', states: { waiting: { after: { pace: 'done' } }, done: { type: 'final' } } },
            },
            onDone: { actions: 'playChoice', target: '#domino.route' },
          },
        },
      },
      counting: {
        description: 'The hand ended and is counted (C-10).',
        initial: 'domino',
        states: {
          domino: { description: `A seat went out (${ends.domino}).`, always: after },
          blocked: { description: `Blocked: nobody can play (${ends.blocked}, C-11).`, always: after },
        },
      },
      roundOver: {
        description: 'The round is counted; next-round deals the next one.',
        initial: 'check',
        on: on(['next-round'], '#domino.dealing', 'nextRound'),
        states: {
          check: { always: [{ guard: 'dealsItself', target: 'dealing' }, { target: 'waiting' }] },
          waiting: { description: 'Someone here deals the next round.' },
          dealing: { description: 'Nobody here to deal: the chart deals it after a pause.', after: { roundPace: { actions: 'nextRound', target: '#domino.dealing' } } },
        },
      },
      gameOver: { description: 'The game is over; new-game deals a fresh one.', on: on([]) },
    },
  } as unknown as MachineConfig;
}

/** Compound states start at their first child (XState needs an `initial`; `route` picks the real one). */
function withInitials(states: States): States {
  const out: States = {};
  for (const [k, v] of Object.entries(states)) {
    const kids = (v as { states?: States }).states;
    out[k] = kids ? { initial: Object.keys(kids)[0], ...v, states: withInitials(kids) } : v;
  }
  return out;
}


/** partnership (P-3..P-8): the 6-6 lead, then play or pass, until a domino or a block. */
export const partnershipMachine = dominoSetup.createMachine(
  chart(
    'partnership',
    { domino: 'P-7, P-9', blocked: 'P-8, P-10, P-11' },
    [{ guard: 'isLead', target: 'person.lead' }, { guard: 'canPlay', target: 'person.turn.play' }, { target: 'person.turn.pass' }],
    {
      lead: { description: 'The 6-6 holder leads it (P-3).', on: on(['play']) },
      turn: {
        states: {
          play: { description: 'A tile fits: the seat must play (P-6).', on: on(['play']) },
          pass: { description: 'Nothing fits: the seat passes (P-6).', on: on(['pass']) },
        },
      },
    },
  ),
);

/** draw (D-5..D-10): forced lead, then play, draw until playable, or pass on an empty talon. */
export const drawMachine = dominoSetup.createMachine(
  chart(
    'draw',
    { domino: 'D-9, D-11', blocked: 'D-10, D-12, D-13' },
    [
      { guard: 'isLead', target: 'person.lead' },
      { guard: 'canPlay', target: 'person.turn.play' },
      { guard: 'canDraw', target: 'person.turn.draw' },
      { target: 'person.turn.pass' },
    ],
    {
      lead: { description: 'The starter leads his starting tile (D-5).', on: on(['play']) },
      turn: {
        states: {
          play: { description: 'A tile fits: play it (D-6).', on: on(['play']) },
          draw: { description: 'Nothing fits: draw from the talon (D-7).', on: on(['draw']) },
          pass: { description: 'Nothing fits, talon empty: pass (D-8).', on: on(['pass']) },
        },
      },
    },
  ),
);

/** all-fives (F-3..F-13): lot, any lead, play and score fives, draw, pass. */
export const allFivesMachine = dominoSetup.createMachine(
  chart(
    'all-fives',
    { domino: 'F-12', blocked: 'F-13' },
    [
      { guard: 'isLead', target: 'person.lead' },
      { guard: 'canPlay', target: 'person.turn.play' },
      { guard: 'canDraw', target: 'person.turn.draw' },
      { target: 'person.turn.pass' },
    ],
    {
      lead: { description: 'The leader lays any tile; it scores like any play (F-5, F-8).', on: on(['play']) },
      turn: {
        states: {
          play: { description: 'A tile fits: play it, scoring when the ends make a multiple of 5 (F-8, F-9, F-10).', on: on(['play']) },
          draw: { description: 'Nothing fits: draw one tile (F-10).', on: on(['draw']) },
          pass: { description: 'Nothing fits, boneyard empty: pass (F-11).', on: on(['pass']) },
        },
      },
    },
    { lot: { description: 'The lead is decided by lot (F-3), or by who went out (F-4).', always: '#domino.route' } },
  ),
);

/** mexican-train (M-3..M-14): engine placed, opening chains, normal turns, covering doubles, draw, pass with a marker. */
export const mexicanTrainMachine = dominoSetup.createMachine(
  chart(
    'mexican-train',
    { domino: 'M-13, M-15', blocked: 'M-14, M-15' },
    [
      { guard: 'mustCoverDouble', target: 'person.turn.cover' },
      { guard: 'inOpeningChain', target: 'person.turn.chain' },
      { guard: 'isOpeningTurn', target: 'person.turn.opening' },
      { target: 'person.turn.normal' },
    ],
    {
      turn: {
        states: {
          opening: { description: 'Opening turn: start a chain on the own or the Mexican train (M-6).', on: on(['play', 'draw', 'pass']) },
          chain: { description: 'Extend the same train, or end-turn (M-6b).', on: on(['play', 'end-turn']) },
          normal: { description: 'One tile on an available train (M-7, M-8), or draw one (M-10).', on: on(['play', 'draw', 'pass']) },
          cover: { description: 'A double waits: only a cover is legal; else draw one, else pass and mark (M-9).', on: on(['play', 'draw', 'pass']) },
        },
      },
    },
    { engine: { description: 'The engine double goes in the hub; its holder moves first (M-3, M-4).', always: '#domino.route' } },
  ),
);

/** block (B-3..B-12): the starter's forced lead (later hands: B-5), then play or pass — nobody draws — until a domino or a block. */
export const blockMachine = dominoSetup.createMachine(
  chart(
    'block',
    { domino: 'B-8, B-10', blocked: 'B-9, B-11, B-12' },
    [{ guard: 'isLead', target: 'person.lead' }, { guard: 'canPlay', target: 'person.turn.play' }, { target: 'person.turn.pass' }],
    {
      lead: { description: 'The first hand: the starter leads his starting tile (B-3, B-4); later hands as the lead option says (B-5).', on: on(['play']) },
      turn: {
        states: {
          play: { description: 'A tile fits: the seat must play (B-6).', on: on(['play']) },
          pass: { description: 'Nothing fits: the seat passes; nobody draws, the tiles set aside stay out (B-7).', on: on(['pass']) },
        },
      },
    },
  ),
);

/** The statechart of a variant; throws `unknown-variant`. */
export function createDominoMachine(variant: string) {
  const v = rulesOf(variant).id;
  return MACHINES[v];
}

const MACHINES = {
  partnership: partnershipMachine,
  draw: drawMachine,
  'all-fives': allFivesMachine,
  'mexican-train': mexicanTrainMachine,
  block: blockMachine,
} as const satisfies Record<Variant, unknown>;
