/**
 * The headless rules engine: `createGame`, `legalActions`, `applyAction`.
 * Pure and DOM-free; states are immutable plain JSON.
 */
import { DominoError, fail, show } from './errors.js';
import { randomSeed, roundRng } from './rng.js';
import { info, normalize } from './tiles.js';
import { checkOptionKeys } from './options.js';
import { VARIANTS } from './types.js';
import type { Action, Deal, GameConfig, GameState, Options, Variant } from './types.js';
import type { VariantRules } from './variant.js';
import { partnership } from './partnership.js';
import { draw } from './draw.js';
import { mexicanTrain } from './mexican-train.js';
import { allFives } from './all-fives.js';

export * from './types.js';
export { DominoError, show } from './errors.js';
export type { ErrorCode } from './errors.js';
export { tableTiles } from './table.js';
export { normalize, info, pips, handPips, isDouble, fullSet, tile } from './tiles.js';

const RULES: Record<Variant, VariantRules> = {
  partnership,
  draw,
  'mexican-train': mexicanTrain,
  'all-fives': allFives,
};

/** The rules module of a variant; throws `unknown-variant`. */
export function rulesOf(variant: string): VariantRules {
  if (!(VARIANTS as readonly string[]).includes(variant)) {
    fail('unknown-variant', `Unknown variant ${show(variant)}; expected one of ${VARIANTS.join(', ')}`);
  }
  return RULES[variant as Variant];
}

/** Seat-count range of a variant, e.g. `{ min: 2, max: 4, default: 2 }`. */
export function playerRange(variant: Variant): { min: number; max: number; default: number } {
  const r = rulesOf(variant);
  return { min: r.minPlayers, max: r.maxPlayers, default: r.defaultPlayers };
}

/**
 * A new game, its first round dealt (from `deals[0]` or the seed) and ready to play.
 *
 * The whole config is checked here, once (never per step): variant, players,
 * options, seed and every round's explicit deal. Anything wrong — a wrong
 * type, BigInt, a cycle, a null-prototype object, a getter or `toString` that
 * throws — is a `DominoError` with a code; the config is only read, never
 * changed, and the game keeps its own copies (editing `deals` later changes
 * nothing).
 */
export function createGame(config: GameConfig): GameState {
  let proto: GameState;
  let rules: VariantRules;
  try {
    [rules, proto] = checkConfig(config);
  } catch (e) {
    if (e instanceof DominoError) throw e;
    return fail('bad-config', `The config could not be read (${show((e as Error)?.message)})`);
  }
  return startRound(rules, proto, 1, null);
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function checkConfig(config: GameConfig): [VariantRules, GameState] {
  if (!isRecord(config)) fail('bad-config', 'createGame needs a config object such as {"variant":"draw"}');
  const { variant, players: p, options: given, seed: s, deals, shortDeals } = config;
  const rules = rulesOf(variant);
  const players = p ?? rules.defaultPlayers;
  if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
    fail('bad-players', `${rules.id} is for ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `${rules.minPlayers}–${rules.maxPlayers}`} players, not ${show(players)}`, { given: show(players) });
  }
  if (given !== undefined && !isRecord(given)) fail('bad-options', 'options must be an object');
  // A plain copy of the known keys: the variant reads only this.
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(given ?? {})) copy[k] = given![k as keyof Options];
  checkOptionKeys(rules.id, copy);
  const options = rules.options(players, copy as Options);
  let seed = s ?? randomSeed();
  if (typeof seed !== 'number' || !Number.isFinite(seed)) fail('bad-seed', `seed must be a number, not ${show(seed)}`);
  seed |= 0;
  const proto = { variant: rules.id, players, options, seed, totals: [], winner: null } as unknown as GameState;
  if (deals !== undefined) {
    if (!Array.isArray(deals)) fail('bad-deal', 'deals must be a list, one deal per round');
    // Every round's deal is checked now, so a bad one never surfaces in the middle of a game.
    const out: Deal[] = [];
    for (let r = 0; r < deals.length; r++) out.push(checkDeal(rules, players, options, deals[r], r + 1, shortDeals === true)!);
    proto.deals = out;
    if (shortDeals === true) proto.shortDeals = true; // only true switches it on
  }
  return [rules, proto];
}
/** Every action the seat to move may take now (`next-round` after a count, nothing once the game is over). */
export function legalActions(game: GameState): Action[] {
  if (game.phase === 'round-over') return [{ type: 'next-round' }];
  if (game.phase === 'game-over') return [];
  return RULES[game.variant].legal(game);
}

/** The state after `action`; throws a `DominoError` (and changes nothing) when it is illegal. */
export function applyAction(game: GameState, action: Action): GameState {
  const rules = RULES[game.variant];
  if (!action || typeof action !== 'object') fail('bad-action', 'An action must be an object such as {"type":"draw"}');
  switch (action.type) {
    case 'next-round':
      if (game.phase === 'game-over') fail('game-over', 'The game is over');
      if (game.phase !== 'round-over') fail('round-not-over', 'The round is still being played');
      return startRound(rules, game, game.round + 1, game);
    case 'play': {
      const t = normalize(action.tile, rules.setMax);
      if (action.at !== undefined && typeof action.at !== 'string') fail('bad-action', 'A play\'s "at" must be a place name');
      return playing(rules, game, t === action.tile ? action : { ...action, tile: t });
    }
    case 'draw':
      if (action.from !== undefined && action.from !== 'front' && action.from !== 'back') {
        fail('bad-action', 'A draw is from "front" or "back"');
      }
      return playing(rules, game, action);
    case 'pass':
    case 'end-turn':
      return playing(rules, game, action);
    default:
      return fail('bad-action', `Unknown action type ${show((action as { type?: unknown }).type)}`);
  }
}

function playing(rules: VariantRules, game: GameState, action: Action): GameState {
  if (game.phase === 'game-over') fail('game-over', 'The game is over');
  if (game.phase === 'round-over') fail('round-over', 'The round is over: deal the next one with next-round');
  return rules.apply(game, action);
}

function startRound(rules: VariantRules, game: GameState, round: number, prev: GameState | null): GameState {
  const given = game.deals?.[round - 1]; // checked and copied by createGame
  const deal = given ?? rules.deal({ players: game.players, options: game.options, round, prev }, roundRng(game.seed, round));
  const base: GameState = {
    variant: game.variant,
    players: game.players,
    options: game.options,
    seed: game.seed,
    round,
    phase: 'playing',
    turn: null,
    hands: deal.hands,
    boneyard: deal.boneyard ?? [],
    totals: prev ? prev.totals : [],
    result: null,
    winner: null,
    deal,
    leader: null,
  };
  if (game.deals) {
    base.deals = game.deals;
    if (game.shortDeals) base.shortDeals = true;
  }
  return rules.start(base, prev);
}

/**
 * An explicit deal, normalised into a new object (C-2, C-5); null or undefined
 * for a round the seed deals. The policy for every variant: each hand holds
 * the variant's hand size (P-1, D-1, F-2, M-1) and hands plus boneyard hold
 * the whole set once (C-1). With `shortDeals` (a tutorial's short hands) each
 * hand holds 1 to that many tiles and the tiles not dealt are out of play for
 * the round.
 */
function checkDeal(rules: VariantRules, players: number, options: Required<Options>, d: unknown, round: number, short: boolean): Deal | undefined {
  if (d == null) return undefined;
  const where = `deal ${round}`;
  const bad = (why: string): never => fail('bad-deal', `${where}: ${why}`);
  if (!isRecord(d) || !Array.isArray(d.hands)) bad('needs "hands", one list of tiles per seat');
  const { hands: given, boneyard: by, leader, lot } = d as unknown as Deal;
  if (given.length !== players) bad(`${given.length} hands for ${players} players`);
  if (by !== undefined && !Array.isArray(by)) bad('boneyard must be a list of tiles');
  const seen = new Uint8Array(91); // by tile index: a long record checks thousands of deals
  let dealt = 0;
  const tiles = (list: unknown, what: string, own = true): string[] => {
    if (!Array.isArray(list)) bad(`${what} must be a list of tiles`);
    const out: string[] = [];
    for (const t of list as unknown[]) {
      const n = normalize(t, rules.setMax);
      if (own) {
        const { hi, lo } = info(n);
        const k = (hi * (hi + 1)) / 2 + lo;
        if (seen[k]) bad(`holds ${n} twice`);
        seen[k] = 1;
        dealt++;
      }
      out.push(n);
    }
    return out;
  };
  const size = rules.handSize(players);
  const hands = given.map((h, s) => {
    const hand = tiles(h, `hand ${s}`);
    if (short ? hand.length < 1 || hand.length > size : hand.length !== size) {
      bad(`seat ${s} holds ${hand.length} tiles, not ${short ? `1 to ${size}` : `${size} (shorter: shortDeals)`}`);
    }
    return hand;
  });
  const boneyard = tiles(by ?? [], 'boneyard');
  const all = rules.dealSize(players, options);
  if (!short && dealt !== all) bad(`holds ${dealt} tiles; this game deals ${all}`);
  const out: Deal = { hands, boneyard };
  if (leader !== undefined) {
    if (!Number.isInteger(leader) || leader < 0 || leader >= players) bad('leader must be a seat number');
    out.leader = leader;
  }
  if (lot !== undefined) {
    if (!Array.isArray(lot)) bad('lot must be a list of lists of tiles');
    out.lot = lot.map((l, k) => tiles(l, `lot round ${k + 1}`, false));
  }
  rules.checkDeal?.(out, round, players, options);
  return out;
}
