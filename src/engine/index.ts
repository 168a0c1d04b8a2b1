/**
 * The headless rules engine: `createGame`, `legalActions`, `applyAction`.
 * Pure and DOM-free; states are immutable plain JSON.
 */
import { fail } from './errors.js';
import { randomSeed, roundRng } from './rng.js';
import { normalize } from './tiles.js';
import { checkOptionKeys } from './options.js';
import { VARIANTS } from './types.js';
import type { Action, Deal, GameConfig, GameState, Variant } from './types.js';
import type { VariantRules } from './variant.js';
import { partnership } from './partnership.js';
import { draw } from './draw.js';
import { mexicanTrain } from './mexican-train.js';
import { allFives } from './all-fives.js';

export * from './types.js';
export { DominoError } from './errors.js';
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
    fail('unknown-variant', `Unknown variant "${String(variant)}"; expected one of ${VARIANTS.join(', ')}`);
  }
  return RULES[variant as Variant];
}

/** Seat-count range of a variant, e.g. `{ min: 2, max: 4, default: 2 }`. */
export function playerRange(variant: Variant): { min: number; max: number; default: number } {
  const r = rulesOf(variant);
  return { min: r.minPlayers, max: r.maxPlayers, default: r.defaultPlayers };
}

/** A new game, its first round dealt (from `deals[0]` or the seed) and ready to play. */
export function createGame(config: GameConfig): GameState {
  if (!config || typeof config !== 'object') fail('bad-options', 'createGame needs a config object');
  const rules = rulesOf(config.variant);
  const players = config.players ?? rules.defaultPlayers;
  if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
    fail(
      'bad-players',
      `${config.variant} is for ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `${rules.minPlayers}–${rules.maxPlayers}`} players, not ${String(players)}`,
    );
  }
  if (config.options !== undefined && (config.options === null || typeof config.options !== 'object' || Array.isArray(config.options))) {
    fail('bad-options', 'options must be an object');
  }
  checkOptionKeys(rules.id, config.options ?? {});
  const options = rules.options(players, config.options ?? {});
  let seed = config.seed ?? randomSeed();
  if (typeof seed !== 'number' || !Number.isFinite(seed)) fail('bad-seed', `seed must be a number, not ${String(seed)}`);
  seed = seed | 0;
  if (config.deals !== undefined && !Array.isArray(config.deals)) fail('bad-deal', 'deals must be an array');
  const proto = {
    variant: rules.id,
    players,
    options,
    seed,
    totals: [],
    winner: null,
    ...(config.deals ? { deals: config.deals } : {}),
  } as unknown as GameState;
  return startRound(rules, proto, 1, null);
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
      return fail('bad-action', `Unknown action type "${String((action as { type?: unknown }).type)}"`);
  }
}

function playing(rules: VariantRules, game: GameState, action: Action): GameState {
  if (game.phase === 'game-over') fail('game-over', 'The game is over');
  if (game.phase === 'round-over') fail('round-over', 'The round is over: deal the next one with next-round');
  return rules.apply(game, action);
}

function startRound(rules: VariantRules, game: GameState, round: number, prev: GameState | null): GameState {
  const given = game.deals?.[round - 1];
  const deal = given ? checkDeal(rules, game, given, round) : rules.deal({ players: game.players, options: game.options, round, prev }, roundRng(game.seed, round));
  const base: GameState = {
    variant: game.variant,
    players: game.players,
    options: game.options,
    seed: game.seed,
    ...(game.deals ? { deals: game.deals } : {}),
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
  return rules.start(base, prev);
}

/** A given deal, normalised, with every tile of the set exactly once (C-1, C-5). */
function checkDeal(rules: VariantRules, game: GameState, d: Deal, round: number): Deal {
  const where = `deal ${round}`;
  if (!d || typeof d !== 'object' || !Array.isArray(d.hands)) fail('bad-deal', `${where} needs "hands", one list per seat`);
  if (d.hands.length !== game.players) fail('bad-deal', `${where} has ${d.hands.length} hands for ${game.players} players`);
  if (d.boneyard !== undefined && !Array.isArray(d.boneyard)) fail('bad-deal', `${where}: boneyard must be a list`);
  const seen = new Set<string>();
  const norm = (list: unknown[]): string[] =>
    list.map((t) => {
      const n = normalize(t, rules.setMax);
      if (seen.has(n)) fail('bad-deal', `${where} holds ${n} twice`);
      seen.add(n);
      return n;
    });
  const hands = d.hands.map((h) => {
    if (!Array.isArray(h)) fail('bad-deal', `${where}: each hand must be a list of tiles`);
    return norm(h);
  });
  const boneyard = norm(d.boneyard ?? []);
  const size = rules.dealSize(game.players, game.options, round);
  if (seen.size !== size) fail('bad-deal', `${where} holds ${seen.size} tiles; this game deals ${size}`);
  if (d.leader !== undefined && (!Number.isInteger(d.leader) || d.leader < 0 || d.leader >= game.players)) {
    fail('bad-deal', `${where}: leader must be a seat number`);
  }
  const out: Deal = { hands, boneyard };
  if (d.leader !== undefined) out.leader = d.leader;
  if (d.lot !== undefined) out.lot = d.lot.map((l) => norm2(l, rules.setMax));
  return out;
}

function norm2(list: unknown[], max: number): string[] {
  if (!Array.isArray(list)) fail('bad-deal', 'each lot round must be a list of tiles');
  return list.map((t) => normalize(t, max));
}
