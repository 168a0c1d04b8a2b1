import { enqueueActions, setup } from 'xstate';
import { applyAction, createGame, rulesOf, DominoError } from '../engine/index.js';
import { inChain, isLead, isOpening, may, mustCover } from '../engine/flow.js';
import type { Action, GameConfig, GameState, Variant } from '../engine/index.js';

/** What a domino actor holds. */
export interface DominoContext {
  config: GameConfig; // the config of the game in play
  game: GameState | null; // null only when the first config was refused (state "invalid")
  error: { code: string; message: string; params?: Record<string, string> } | null; // the last refusal (with the engine's params), cleared by the next accepted event
}

/** Events: the API's actions, plus `new-game` (a fresh game, optionally with a changed config). */
export type DominoEvent = Action | { type: 'new-game'; config?: Partial<GameConfig> };

/** What the actor emits (`actor.on(type, ...)`): outward facts for the element and other hosts. */
export type DominoEmitted =
  | { type: 'started'; game: GameState }
  | { type: 'applied'; seat: number | null; action: Action; before: GameState; game: GameState }
  | { type: 'rejected'; action: DominoEvent; code: string; message: string };

function refusal(e: unknown): NonNullable<DominoContext['error']> {
  if (e instanceof DominoError) return { code: e.code, message: e.message, params: e.params };
  return { code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

function start(config: GameConfig): Pick<DominoContext, 'game' | 'error'> {
  try {
    return { game: createGame(config), error: null };
  } catch (e) {
    return { game: null, error: refusal(e) };
  }
}

/**
 * The shared implementation: every guard asks the engine one question, every
 * action is one engine call. The per-variant charts below only arrange states.
 */
export const dominoSetup = setup({
  types: {
    context: {} as DominoContext,
    events: {} as DominoEvent,
    input: {} as GameConfig,
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
  },
  actions: {
    /** Hands the event to the engine: a new state and `applied`, or `rejected` with the engine's code. */
    apply: enqueueActions(({ context, event, enqueue }) => {
      const before = context.game;
      if (!before || event.type === 'new-game') return;
      try {
        const game = applyAction(before, event);
        enqueue.assign({ game, error: null });
        enqueue.emit({ type: 'applied', seat: event.type === 'next-round' ? null : before.turn, action: event, before, game });
      } catch (e) {
        const r = refusal(e);
        enqueue.assign({ error: r });
        enqueue.emit({ type: 'rejected', action: event, ...r });
      }
    }),
    /** A fresh game; a refused config keeps the game in play (no state is lost). */
    newGame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'new-game') return;
      const config = { ...context.config, ...event.config } as GameConfig;
      const next = start(config);
      if (next.game) {
        enqueue.assign({ config, game: next.game, error: null });
        enqueue.emit({ type: 'started', game: next.game });
      } else {
        enqueue.assign({ error: next.error });
        enqueue.emit({ type: 'rejected', action: event, ...next.error! });
      }
    }),
  },
});

type MachineConfig = Parameters<typeof dominoSetup.createMachine>[0];
type States = Record<string, object>;

const ANY_ACTION = {
  // Events that no state below expects still go to the engine, which refuses
  // them with its code (e.g. "must-play", "round-over") and changes nothing.
  play: { actions: 'apply', target: '.route' },
  draw: { actions: 'apply', target: '.route' },
  pass: { actions: 'apply', target: '.route' },
  'end-turn': { actions: 'apply', target: '.route' },
  'next-round': { actions: 'apply', target: '.route' },
  'new-game': { actions: 'newGame', target: '.route' },
} as const;

const PLAY = { actions: 'apply', target: '#domino.route' } as const;

/** The rule ids of a variant's hand end: going out, and the block (detected at once, C-11). */
interface Ends {
  domino: string;
  blocked: string;
}

/**
 * A variant's chart: the states every variant shares (dealing, route,
 * counting by domino or block, round over, game over, invalid) around the
 * variant's own `playing` states. `turnRoute` picks the turn state from the
 * engine's answers.
 */
function chart(id: Variant, ends: Ends, turnRoute: readonly object[], playing: States, afterDeal = '#domino.route'): MachineConfig {
  const after = [{ guard: 'isGameOver', target: '#domino.gameOver' }, { target: '#domino.roundOver' }];
  return {
    id: 'domino',
    context: ({ input }: { input: GameConfig }) => ({ config: input, ...start(input) }),
    initial: 'dealing',
    on: ANY_ACTION,
    description: `Turn flow of ${id} (rules in shared/rules/${id}.md)`,
    states: {
      invalid: { description: 'The config was refused; a new-game with a good one starts play.' },
      dealing: { description: 'A round is dealt (C-5).', always: afterDeal },
      route: {
        description: 'Where the game stands now, asked of the engine after every event.',
        always: [
          { guard: 'isInvalid', target: 'invalid' },
          { guard: 'isDomino', target: 'counting.domino' },
          { guard: 'isBlocked', target: 'counting.blocked' },
          { guard: 'isGameOver', target: 'gameOver' }, // all-fives F-14: the target is reached mid-hand, nothing is counted
          ...turnRoute,
        ],
      },
      ...withInitials(playing),
      counting: {
        description: 'The hand ended and is counted (C-10).',
        initial: 'domino',
        states: {
          domino: { description: `A seat went out (${ends.domino}).`, always: after },
          blocked: { description: `Blocked: nobody can play (${ends.blocked}, C-11).`, always: after },
        },
      },
      roundOver: { on: { 'next-round': { actions: 'apply', target: 'dealing' } } },
      gameOver: { description: 'The game is over; new-game deals a fresh one.' },
    },
  } as unknown as MachineConfig;
}

/** Compound states start at their first child (XState needs an `initial`; `route` picks the real one). */
function withInitials(states: States): States {
  const out: States = {};
  for (const [k, v] of Object.entries(states)) {
    const kids = (v as { states?: States }).states;
    out[k] = kids ? { initial: Object.keys(kids)[0], ...v } : v;
  }
  return out;
}

/** partnership (P-3..P-8): the 6-6 lead, then play or pass, until a domino or a block. */
export const partnershipMachine = dominoSetup.createMachine(
  chart(
    'partnership',
    { domino: 'P-7, P-9', blocked: 'P-8, P-10, P-11' },
    [{ guard: 'isLead', target: 'lead' }, { guard: 'canPlay', target: 'turn.play' }, { target: 'turn.pass' }],
    {
      lead: { description: 'The 6-6 holder leads it (P-3).', on: { play: PLAY } },
      turn: {
        states: {
          play: { description: 'A tile fits: the seat must play (P-6).', on: { play: PLAY } },
          pass: { description: 'Nothing fits: the seat passes (P-6).', on: { pass: PLAY } },
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
      { guard: 'isLead', target: 'lead' },
      { guard: 'canPlay', target: 'turn.play' },
      { guard: 'canDraw', target: 'turn.draw' },
      { target: 'turn.pass' },
    ],
    {
      lead: { description: 'The starter leads his starting tile (D-5).', on: { play: PLAY } },
      turn: {
        states: {
          play: { description: 'A tile fits: play it (D-6).', on: { play: PLAY } },
          draw: { description: 'Nothing fits: draw from the talon (D-7).', on: { draw: PLAY } },
          pass: { description: 'Nothing fits, talon empty: pass (D-8).', on: { pass: PLAY } },
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
      { guard: 'isLead', target: 'lead' },
      { guard: 'canPlay', target: 'turn.play' },
      { guard: 'canDraw', target: 'turn.draw' },
      { target: 'turn.pass' },
    ],
    {
      lot: { description: 'The lead is decided by lot (F-3), or by who went out (F-4).', always: '#domino.route' },
      lead: { description: 'The leader lays any tile; it scores like any play (F-5).', on: { play: { actions: 'apply', target: '#domino.scoring' } } },
      turn: {
        states: {
          play: { description: 'A tile fits: play it, scoring or not (F-10).', on: { play: { actions: 'apply', target: '#domino.scoring' } } },
          draw: { description: 'Nothing fits: draw one tile (F-10).', on: { draw: PLAY } },
          pass: { description: 'Nothing fits, boneyard empty: pass (F-11).', on: { pass: PLAY } },
        },
      },
      scoring: { description: 'Count the open ends; a multiple of 5 scores (F-8, F-9); the target ends the game (F-14).', always: '#domino.route' },
    },
    '#domino.lot',
  ),
);

/** mexican-train (M-3..M-14): engine placed, opening chains, normal turns, covering doubles, draw, pass with a marker. */
export const mexicanTrainMachine = dominoSetup.createMachine(
  chart(
    'mexican-train',
    { domino: 'M-13, M-15', blocked: 'M-14, M-15' },
    [
      { guard: 'mustCoverDouble', target: 'turn.cover' },
      { guard: 'inOpeningChain', target: 'turn.chain' },
      { guard: 'isOpeningTurn', target: 'turn.opening' },
      { target: 'turn.normal' },
    ],
    {
      engine: { description: 'The engine double goes in the hub; its holder moves first (M-3, M-4).', always: '#domino.route' },
      turn: {
        states: {
          opening: {
            description: 'Opening turn: start a chain on the own or the Mexican train (M-6).',
            on: { play: PLAY, draw: PLAY, pass: PLAY },
          },
          chain: { description: 'Extend the same train, or end-turn (M-6b).', on: { play: PLAY, 'end-turn': PLAY } },
          normal: { description: 'One tile on an available train (M-7, M-8), or draw one (M-10).', on: { play: PLAY, draw: PLAY, pass: PLAY } },
          cover: {
            description: 'A double waits: only a cover is legal; else draw one, else pass and mark (M-9).',
            on: { play: PLAY, draw: PLAY, pass: PLAY },
          },
        },
      },
    },
    '#domino.engine',
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
} as const satisfies Record<Variant, unknown>;
