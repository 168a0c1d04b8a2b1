/**
 * The engine's common layer (C-5, C-9, C-10): config checks, action shapes,
 * phases and `next-round`, over a way to find a variant's rules (`Find`).
 * index.ts's API is this layer over the registry (VARIANTS); `engineOf` binds
 * it to one rules module, so a variant can be played through this very layer
 * before it is registered. Not re-exported by index.ts: no part of the public API.
 */
import { DominoError, fail, show } from './errors.js';
import { randomSeed, roundRng } from './rng.js';
import { info, normalize } from './tiles.js';
import { checkOptionKeys } from './options.js';
import type { Action, Deal, GameConfig, GameState, Options, Variant } from './types.js';
import type { VariantRules } from './variant.js';

/** `createGame`, `legalActions` and `applyAction` bound to one way of finding rules (what `engineOf` gives). */
export interface Engine<Id extends string = Variant> {
  /** A new game (see index.ts's `createGame`). */
  createGame(config: EngineConfig<Id>): GameState;
  /** Every action the seat to move may take now (see index.ts's `legalActions`). */
  legalActions(game: GameState): Action[];
  /** The state after `action` (see index.ts's `applyAction`). */
  applyAction(game: GameState, action: Action): GameState;
}

/** A {@link GameConfig} whose `variant` is one of the engine's ids (a registered one for index.ts). */
export type EngineConfig<Id extends string = Variant> = Omit<GameConfig, 'variant'> & { variant: Id };

/** Gives a variant's rules, or throws `unknown-variant`: index.ts's registry lookup, or one module (`engineOf`). */
export type Find<Id extends string = Variant> = (variant: string) => VariantRules<Id>;

/** `createGame` over `find` (index.ts's `createGame` is this over the registry). */
export function createGameWith<Id extends string>(find: Find<Id>, config: EngineConfig<Id>): GameState {
  let proto: GameState;
  let rules: VariantRules<Id>;
  try {
    [rules, proto] = checkConfig(find, config);
  } catch (e) {
    if (e instanceof DominoError) throw e;
    return fail('bad-config', `The config could not be read (${show((e as Error)?.message)})`);
  }
  return startRound(rules, proto, 1, null);
}

/** `legalActions` over `find`. */
export function legalActionsWith<Id extends string>(find: Find<Id>, game: GameState): Action[] {
  if (game.phase === 'round-over') return [{ type: 'next-round' }];
  if (game.phase === 'game-over') return [];
  return find(game.variant).legal(game);
}

/** `applyAction` over `find`. */
export function applyActionWith<Id extends string>(find: Find<Id>, game: GameState, action: Action): GameState {
  const rules = find(game.variant);
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

function startRound(rules: VariantRules<string>, game: GameState, round: number, prev: GameState | null): GameState {
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

function checkConfig<Id extends string>(find: Find<Id>, config: EngineConfig<Id>): [VariantRules<Id>, GameState] {
  if (!isRecord(config)) fail('bad-config', 'createGame needs a config object such as {"variant":"draw"}');
  const { variant, players: p, options: given, seed: s, deals, shortDeals } = config;
  const rules = find(variant);
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
  // The state's `variant` is the rules module's id (an unregistered id only through `engineOf`).
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

function playing(rules: VariantRules<string>, game: GameState, action: Action): GameState {
  if (game.phase === 'game-over') fail('game-over', 'The game is over');
  if (game.phase === 'round-over') fail('round-over', 'The round is over: deal the next one with next-round');
  return rules.apply(game, action);
}

/**
 * The common layer bound to one rules module, whatever its id: how a variant
 * is tested before it is registered (its `createGame` takes only that id).
 */
export function engineOf<Id extends string>(rules: VariantRules<Id>): Engine<Id> {
  const find: Find<Id> = (variant) => (variant === rules.id ? rules : fail('unknown-variant', `Unknown variant ${show(variant)}; this engine plays ${rules.id}`));
  return {
    createGame: (config) => createGameWith(find, config),
    legalActions: (game) => legalActionsWith(find, game),
    applyAction: (game, action) => applyActionWith(find, game, action),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * An explicit deal, normalised into a new object (C-2, C-5); null or undefined
 * for a round the seed deals. The policy for every variant: each hand holds
 * the variant's hand size (P-1, D-1, F-2, M-1, B-2) and hands plus boneyard hold
 * the whole set once (C-1). With `shortDeals` (a tutorial's short hands) each
 * hand holds 1 to that many tiles and the tiles not dealt are out of play for
 * the round.
 */
function checkDeal(rules: VariantRules<string>, players: number, options: Required<Options>, d: unknown, round: number, short: boolean): Deal | undefined {
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
  const size = rules.handSize(players, options);
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
