/**
 * The setup part's pure helpers (./parts/setup.ts): a lesson's or a puzzle's position as the person builds it — the
 * game, the players and house rules, the tiles of each hand and the boneyard (in draw order), then the moves played
 * onto the table through the engine. Every function takes the value (the public JSON, ./types.ts) and returns a new
 * one, or a {@link Refusal} saying why not (a tile twice, a full hand, an illegal move): the part words it in the
 * studio's language. Nothing here draws; the engine decides every rule.
 */
import { applyAction, createGame, fullSet, legalActions, normalize, playerRange, rulesOf, VARIANTS } from '../engine/index.js';
import type { Action, Deal, GameState, Options, Tile, Variant } from '../engine/index.js';
import { moveText, parseMove } from '../teach/lesson-json.js';
import { recordActions, replay, toRecord } from '../record/record.js';
import type { GameRecord } from '../record/record.js';
import type { LessonJSON, PositionJSON, PuzzleJSON } from './types.js';

/** A lesson or a puzzle: what has a position. */
export type Positioned = LessonJSON | PuzzleJSON;

/** Where a tile goes: a hand (its seat) or the boneyard (the set-aside tiles where the game does not draw). */
export type Where = number | 'boneyard';

/** Why an edit was refused: a stable code (the words' key `studio.setup.refuse.<code>`) and its parameters. */
export interface Refusal {
  code: string;
  params: Record<string, string | number>;
}

/** An edit's outcome: the new value, or why not. */
export type Edited = { value: Positioned } | { refused: Refusal };

const refuse = (code: string, params: Record<string, string | number> = {}): Edited => ({ refused: { code, params } });

/** The house rules the setup offers for each game, with their values (docs/rules/options.md; the engine checks them). */
export const HOUSE: Record<Variant, readonly (readonly [keyof Options, readonly (string | number | boolean)[]])[]> = {
  partnership: [['lead', ['double-six', 'rotate']]],
  draw: [['starterLeads', ['starting-tile', 'any']]],
  'mexican-train': [
    ['firstTurn', ['chain', 'single']],
    ['doubleBlankValue', [0, 50]],
    ['engineSelection', ['holder', 'set-aside']],
  ],
  'all-fives': [
    ['spinnerSidesFirst', [true, false]],
    ['roundHandScore', [false, true]],
    ['boneyardReserve', [0, 1, 2]],
  ],
  block: [
    ['lead', ['rotate', 'winner', 'starter']],
    ['handSize', [5, 7]],
  ],
};

/** A list of tiles or moves as written (one string, or a list); anything else is no list. */
const list = (x: unknown): string[] => (typeof x === 'string' ? x.split(/\s+/).filter(Boolean) : Array.isArray(x) ? x.map(String) : []);

/** The facts of the value's game the setup needs: its set, hand size, whether it draws, its player range. */
export function factsOf(v: Positioned): { setMax: number; handSize: number; draws: boolean; players: number; min: number; max: number } {
  const r = rulesOf(v.variant);
  const range = playerRange(v.variant);
  const players = Number.isInteger(v.players) && v.players! >= range.min && v.players! <= range.max ? v.players! : range.default;
  let handSize = 7;
  try {
    handSize = r.handSize(players, r.options(players, v.options ?? {}));
  } catch {
    /* a bad option: the problems say so */
  }
  return { setMax: r.setMax, handSize, draws: r.draws, players, min: range.min, max: range.max };
}

/** The position as lists: each hand, the boneyard as written (draw order, front first), the moves as text. */
export function positionOf(v: Positioned): { hands: Tile[][]; boneyard: Tile[]; moves: string[]; deals: number } {
  const p = v.position ?? {};
  const deals = Array.isArray(p.deals) ? p.deals : p.deal ? [p.deal] : [];
  const d = deals.at(-1);
  const players = factsOf(v).players;
  const hands = Array.from({ length: players }, (_, i) => list(Array.isArray(d?.hands) ? d.hands[i] : undefined));
  return { hands, boneyard: list(d?.boneyard), moves: list(p.moves), deals: deals.length };
}

/** The value with this position written in (`position.deal`, `moves`) and `learner` the seat to move. */
function withPosition(v: Positioned, hands: Tile[][], boneyard: Tile[], moves: string[], extra: Partial<Deal> = {}): Positioned {
  const deal: Record<string, unknown> = { ...extra, hands: hands.map((h) => h.join(' ')) };
  if (boneyard.length) deal.boneyard = boneyard.join(' ');
  const position: PositionJSON = { deal: deal as PositionJSON['deal'] };
  if (moves.length) position.moves = moves.join(' ');
  const out = { ...v, position } as Positioned;
  const g = gameOf(out);
  if ('game' in g && g.game.turn !== null) out.learner = g.game.turn;
  return out;
}

/** Where `tile` is in the position: a seat, 'boneyard', or null (still in the set). */
export function whereIs(v: Positioned, tile: Tile): Where | null {
  const p = positionOf(v);
  const seat = p.hands.findIndex((h) => h.includes(tile));
  return seat >= 0 ? seat : p.boneyard.includes(tile) ? 'boneyard' : null;
}

/** Puts `tile` into a hand or at the back of the boneyard; refused when it is placed already, the hand is full or moves were played. */
export function placeTile(v: Positioned, tile: Tile, where: Where): Edited {
  const f = factsOf(v);
  let t: Tile;
  try {
    t = normalize(tile, f.setMax);
  } catch {
    return refuse('not-a-tile', { tile, max: f.setMax });
  }
  const p = positionOf(v);
  if (p.deals > 1) return refuse('from-record');
  if (p.moves.length) return refuse('moves-first');
  const at = whereIs(v, t);
  if (at !== null) return refuse(at === 'boneyard' ? 'twice-boneyard' : 'twice', { tile: t, seat: typeof at === 'number' ? at + 1 : 0 });
  if (where === 'boneyard') return { value: withPosition(v, p.hands, [...p.boneyard, t], []) };
  if (where < 0 || where >= p.hands.length) return refuse('no-seat', { seat: where + 1 });
  if (p.hands[where]!.length >= f.handSize) return refuse('hand-full', { seat: where + 1, n: f.handSize });
  return { value: withPosition(v, p.hands.map((h, i) => (i === where ? [...h, t] : h)), p.boneyard, []) };
}

/** Takes `tile` back out of its hand or the boneyard (refused once moves were played). */
export function takeTile(v: Positioned, tile: Tile): Edited {
  const p = positionOf(v);
  if (p.deals > 1) return refuse('from-record');
  if (p.moves.length) return refuse('moves-first');
  return { value: withPosition(v, p.hands.map((h) => h.filter((x) => x !== tile)), p.boneyard.filter((x) => x !== tile), []) };
}

/**
 * A hand written as text ("6-6 6-5 5-5", commas or spaces): every tile checked — a tile that is no tile of the set,
 * one written twice, one that is already elsewhere, a hand too big — before anything changes.
 */
export function setHandText(v: Positioned, where: Where, text: string): Edited {
  const f = factsOf(v);
  const p = positionOf(v);
  if (p.deals > 1) return refuse('from-record');
  if (p.moves.length) return refuse('moves-first');
  const tiles: Tile[] = [];
  for (const w of text.split(/[\s,;]+/).filter(Boolean)) {
    let t: Tile;
    try {
      t = normalize(w.replace(/[|:/]/, '-'), f.setMax);
    } catch {
      return refuse('not-a-tile', { tile: w, max: f.setMax });
    }
    if (tiles.includes(t)) return refuse('twice-text', { tile: t });
    const at = whereIs(v, t);
    if (at !== null && at !== where) return refuse(at === 'boneyard' ? 'twice-boneyard' : 'twice', { tile: t, seat: typeof at === 'number' ? at + 1 : 0 });
    tiles.push(t);
  }
  if (where === 'boneyard') return { value: withPosition(v, p.hands, tiles, []) };
  if (tiles.length > f.handSize) return refuse('hand-full', { seat: where + 1, n: f.handSize });
  return { value: withPosition(v, p.hands.map((h, i) => (i === where ? tiles : h)), p.boneyard, []) };
}

/** Every hand dealt from `seed` (the engine's own deal: the same seed, the same deal); the moves start again. */
export function dealSeed(v: Positioned, seed: number): Edited {
  const f = factsOf(v);
  let g: GameState;
  try {
    g = createGame({ variant: v.variant, players: f.players, options: v.options ?? {}, seed: seed >>> 0 });
  } catch (e) {
    return refuse('engine', { why: (e as Error).message });
  }
  const { hands, boneyard, ...rest } = g.deal;
  return { value: withPosition(v, hands, f.draws || boneyard!.length ? (boneyard ?? []) : [], [], rest) };
}

/** Empties every hand and the boneyard (and the moves). */
export function clearDeal(v: Positioned): Positioned {
  const f = factsOf(v);
  return withPosition(v, Array.from({ length: f.players }, () => []), [], []);
}

/** The game, the players or the house rules changed: hands of the old set or count are emptied, the rest kept. */
export function setGame(v: Positioned, variant: Variant, players: number, options: Options): Positioned {
  if (!VARIANTS.includes(variant)) return v;
  const range = playerRange(variant);
  const n = Math.min(range.max, Math.max(range.min, players));
  const next = { ...v, variant, players: n, options } as Positioned;
  if (!Object.keys(options).length) delete next.options;
  const known = VARIANTS.includes(v.variant); // a value from outside may name no game
  const p = known ? positionOf(v) : { hands: [] as Tile[][], boneyard: [] as Tile[] };
  const sameSet = known && rulesOf(variant).setMax === rulesOf(v.variant).setMax;
  const hands = Array.from({ length: n }, (_, i) => (sameSet ? (p.hands[i] ?? []) : []));
  const size = factsOf(next).handSize;
  return withPosition(next, hands.map((h) => h.slice(0, size)), sameSet ? p.boneyard : [], []);
}

/** Why the position cannot start yet (a hand of the wrong size), or null when every hand is dealt. */
export function dealProblem(v: Positioned): Refusal | null {
  const f = factsOf(v);
  const p = positionOf(v);
  if (p.deals > 1) return null;
  const short = p.hands.findIndex((h) => h.length !== f.handSize);
  return short >= 0 ? { code: 'hand-size', params: { seat: short + 1, n: f.handSize, has: p.hands[short]!.length } } : null;
}

/** The position through the engine: the game after the moves, or why the engine refuses it. */
export function gameOf(v: Positioned): { game: GameState; actions: Action[] } | { refused: Refusal } {
  const d = dealProblem(v);
  if (d) return { refused: d };
  const f = factsOf(v);
  const p = v.position ?? {};
  const max = f.setMax;
  const deals = (p.deals ?? (p.deal ? [p.deal] : [])).map((x) => {
    const hands = x.hands.map((h) => list(h as string | string[]).map((t) => normalize(t, max)));
    const bone = list(x.boneyard as string | string[] | undefined).map((t) => normalize(t, max));
    const used = new Set([...hands.flat(), ...bone]);
    return { ...x, hands, boneyard: [...bone, ...fullSet(max).filter((t) => !used.has(t))] } as Deal;
  });
  let g: GameState;
  try {
    g = createGame({ variant: v.variant, players: f.players, options: v.options ?? {}, deals, seed: 1 });
  } catch (e) {
    return { refused: { code: 'engine', params: { why: (e as Error).message } } };
  }
  const actions: Action[] = [];
  for (const m of list(p.moves as string | string[] | undefined)) {
    try {
      const a = parseMove(m);
      g = applyAction(g, a);
      actions.push(a);
    } catch (e) {
      return { refused: { code: 'bad-move', params: { move: m, why: (e as Error).message } } };
    }
  }
  return { game: g, actions };
}

/** The moves the seat to move may make now (the engine's list), [] when the position cannot start. */
export function legalMoves(v: Positioned): Action[] {
  const g = gameOf(v);
  return 'game' in g && g.game.phase === 'playing' ? legalActions(g.game) : [];
}

/** Plays `move` (an action or its text) on the table; refused when the engine refuses it. */
export function playMove(v: Positioned, move: Action | string): Edited {
  const g = gameOf(v);
  if ('refused' in g) return g;
  let a: Action;
  try {
    a = parseMove(move);
    applyAction(g.game, a);
  } catch (e) {
    return refuse('illegal', { move: typeof move === 'string' ? move : moveText(move), why: (e as Error).message });
  }
  return { value: withMoves(v, [...list(v.position?.moves as string | string[] | undefined), moveText(a)]) };
}

/** Takes the last move back (the value unchanged when there is none). */
export function undoMove(v: Positioned): Positioned {
  const moves = list(v.position?.moves as string | string[] | undefined);
  return moves.length ? withMoves(v, moves.slice(0, -1)) : v;
}

function withMoves(v: Positioned, moves: string[]): Positioned {
  const position: PositionJSON = { ...v.position };
  if (moves.length) position.moves = moves.join(' ');
  else delete position.moves;
  const out = { ...v, position } as Positioned;
  const g = gameOf(out);
  if ('game' in g && g.game.turn !== null) out.learner = g.game.turn;
  return out;
}

/**
 * The position of a record at `step` (every deal so far and the moves to that moment, `learner` the seat to move),
 * over the value's other fields (its texts and steps stay): "make a lesson from this moment". Throws the record's
 * reader's error for a bad record.
 */
export function fromRecord(v: Positioned, record: GameRecord, step?: number): Positioned {
  const states = replay(record);
  const actions = recordActions(record);
  const k = Math.max(0, Math.min(step ?? actions.length, actions.length));
  const at = states[k]!;
  const round = at.round; // 1-based: the deals of rounds 1..round
  const deals = record.rounds.slice(0, round).map((r) => {
    const d = { ...r.deal } as Record<string, unknown>;
    d.hands = r.deal.hands.map((h) => h.join(' '));
    if (r.deal.boneyard) d.boneyard = r.deal.boneyard.join(' ');
    return d as NonNullable<PositionJSON['deal']>;
  });
  const moves = actions.slice(0, k).map(moveText);
  const position: PositionJSON = deals.length === 1 ? { deal: deals[0]! } : { deals };
  if (moves.length) position.moves = moves.join(' ');
  const out = { ...v, variant: record.variant, players: record.players, position } as Positioned;
  if (Object.keys(record.options ?? {}).length) out.options = record.options;
  else delete out.options;
  if (record.names) out.names = record.names;
  if (at.turn !== null) out.learner = at.turn;
  return out;
}

/** The draft as a game record at its start, with the moves so far (for a replay table of the position), or null while a hand is short. */
export function recordOf(v: Positioned): GameRecord | null {
  const g = gameOf(v);
  if ('refused' in g) return null;
  const f = factsOf(v);
  const p = v.position ?? {};
  const deals = (p.deals ?? (p.deal ? [p.deal] : [])).map((x) => {
    const hands = x.hands.map((h) => list(h as string | string[]).map((t) => normalize(t, f.setMax)));
    const bone = list(x.boneyard as string | string[] | undefined).map((t) => normalize(t, f.setMax));
    const used = new Set([...hands.flat(), ...bone]);
    return { ...x, hands, boneyard: [...bone, ...fullSet(f.setMax).filter((t) => !used.has(t))] } as Deal;
  });
  const initial = createGame({ variant: v.variant, players: f.players, options: v.options ?? {}, deals, seed: 1 });
  return toRecord(initial, g.actions, v.names ?? SEATS.slice(0, f.players));
}

/** The seats' names a lesson gets when it names none (src/teach/lesson-json.ts). */
export const SEATS = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
