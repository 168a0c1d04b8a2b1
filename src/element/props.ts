/**
 * The one place where `<domino-table>`'s attributes and properties are made
 * safe. Every value set — from an attribute, its removal, or a property of any
 * type — passes through {@link normalizeProp} before the element stores it, so
 * the element, its controller and its lazy parts only ever read values of the
 * documented type. Garbage becomes the documented default and a problem to
 * report as `domino-error`; nothing here throws. Pure: no DOM, unit-tested in
 * Chromium (props.test.ts). Kept small: it is in the play-mode bundle.
 *
 * | property | removed / null | accepted | otherwise: value used (`bad-players`, `bad-seed`, `bad-options`, else `bad-attribute`) |
 * |---|---|---|---|
 * | variant, record, names, server, room | `""` | text | `""` |
 * | lesson, puzzle | `""` | text (an id, JSON or a `dl1.…` link; a puzzle also `daily`), or a lesson or puzzle object | `""` |
 * | course | `""` | text (JSON or a `dl1.` link), or a course object | `""` |
 * | studio | `""` | text (a URL) | `""` |
 * | src | `""` | text (the URL of a lesson, puzzle or course in JSON, or of a `dl1.…` text) | `""` |
 * | players | the variant's default | a number or numeric text | `NaN`: no new game until fixed (the first game: the default) |
 * | seed | random | a finite number or numeric text | `NaN`: no new game until fixed (the first game: random) |
 * | options | none | an object, or JSON text of one (kept as text) | none: no new game until fixed (the first game: none) |
 * | humans | `"0"` | `"all"`, `"none"`, `""` (none), seat numbers such as `"0,2"` or `2` | `"0"` |
 * | level | `"medium"` | `easy`, `medium`, `hard`, `auto` | `"medium"` |
 * | mode | `"play"` | `play`, `teach`, `replay`, `class` (with `server` and `lesson`) | `"play"` |
 * | step, seat | none | a number ≥ 0 (its whole part) | none |
 * | speed | 700 | 0 to 2³¹ − 1 (ms; a browser timer's limit) | 700 |
 * | openHands, sound | false | anything: true when truthy | — |
 * | volume | 0.6 | 0 to 1 (a number or numeric text) | 0.6 |
 * | persist | off (`null`; also `false`) | `""` or `true` (key from id or variant), a key | off |
 * | fit | none (the host's height, else an aspect) | `viewport` | none |
 * | theme | none | text (a name the theme stylesheets select on) | none |
 *
 * A config the engine refuses (e.g. 9 players for partnership) gets the
 * engine's own code (`bad-players`) when the element tries to start it (the
 * first game then starts without the refused value: domino-table.ts #fresh).
 */
import type { ReactiveControllerHost } from 'lit';
import { show } from '../engine/game.js';
import type { Options } from '../engine/game.js';

/** A value that cannot be used, to report as `domino-error`. */
export interface Problem {
  code: string;
  message: string;
  params: { name: string; value: string; used: string }; // the property, the value given and the one used, as shown
}

const DEFAULTS: Record<string, unknown> = { variant: '', humans: '0', names: '', level: 'medium', mode: 'play', record: '', lesson: '', puzzle: '', course: '', studio: '', src: '', server: '', room: '', speed: 700, openHands: false, sound: false, volume: 0.6, persist: null, shareUrl: '' }; // players, seed, options, step: undefined
const CHOICES: Record<string, string[]> = { level: ['easy', 'medium', 'hard', 'auto'], mode: ['play', 'teach', 'replay', 'class'], fit: ['viewport'] };

/**
 * The value `<domino-table>` uses for property `name` given `raw`, and the
 * problem to report when `raw` could not be used. Never throws.
 */
export function normalizeProp(name: string, raw: unknown): [unknown, Problem?] {
  let dflt = DEFAULTS[name];
  const text = typeof raw === 'string' ? raw : null;
  const n = text ? +text : typeof raw === 'number' ? raw : NaN; // numeric text or a number
  if (raw == null || (text === '' && dflt === undefined) || (raw === false && name === 'persist')) return [dflt]; // removed, or off
  let v: unknown = text; // text is the default kind
  if (name === 'players' || name === 'seed') {
    dflt = NaN; // no game until it is fixed
    v = isFinite(n) ? n : null;
  } else if (name === 'options') {
    // Text stays text (the same text again is no change, so nothing restarts; the element parses it). An object
    // goes to the engine as it is: createGame checks every key and value once.
    try {
      const o = text === null ? raw : JSON.parse(text);
      v = typeof o === 'object' && o && !Array.isArray(o) ? raw : null;
    } catch {
      v = null;
    }
  } else if (name === 'humans') {
    v = String(typeof raw === 'number' ? raw : text).replace(/\s/g, '').toLowerCase();
    if (!/^(all|none|\d\d?(,\d\d?)*|)$/.test(v as string)) v = null;
  } else if (CHOICES[name]) {
    if (!CHOICES[name]!.includes(text!)) v = null;
  } else if (name === 'speed') v = n >= 0 && n < 2 ** 31 ? n : null; // a longer timer would fire at once
  else if (name === 'step' || name === 'seat') v = n >= 0 ? Math.trunc(n) : null;
  else if (name === 'openHands' || name === 'sound') v = !!raw;
  else if (name === 'volume') v = n >= 0 && n <= 1 ? n : null;
  else if (name === 'persist') v = raw === true ? '' : text?.trim();
  else if ((name === 'lesson' || name === 'puzzle' || name === 'course') && typeof raw === 'object' && !Array.isArray(raw)) v = raw; // a lesson or puzzle object (docs/lessons.md, docs/puzzles.md): the teaching code checks it
  // A config attribute at fault starts nothing until it is fixed: the game in play goes on.
  if (v != null) return [v];
  const params = { name, value: show(raw), used: show(dflt) };
  const code = name === 'players' || name === 'seed' || name === 'options' ? 'bad-' + name : 'bad-attribute';
  return [dflt, { code, message: `${name}: ${params.value} cannot be used; ${dflt !== dflt || dflt === undefined ? 'the game goes on' : `using ${params.used}`}`, params }];
}

/** The element's public properties as its controllers read them (each normalised by {@link normalizeProp}). */
export interface Props {
  variant: string;
  players: number | undefined;
  humans: string;
  names: string;
  level: string;
  seed: number | undefined;
  options: Options | string | undefined;
  mode: string;
  record: string;
  step: number | undefined;
  lesson: string;
  puzzle: string;
  course: string;
  studio: string;
  src: string;
  speed: number;
  openHands: boolean;
  sound: boolean;
  volume: number;
  fit: string | undefined;
  theme: string | undefined;
  server: string;
  room: string;
  seat: number | undefined;
  persist: string | null;
}

/** What the modes need of the element: its properties and attributes, its render root, its updates. */
export interface ModesHost extends ReactiveControllerHost, Props {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly id: string;
  readonly isConnected: boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  dispatchEvent(e: Event): boolean;
  addEventListener(type: string, listener: (e: Event) => void): void;
}

/**
 * Gives each of `names` on `proto` a setter that stores the value {@link normalizeProp} makes of it, and tells
 * `told` about each value set (with the problem when it could not be used): garbage of any type becomes the
 * documented default and a `domino-error`, never a throw.
 */
export function safeProps<T extends object>(proto: T, names: readonly string[], told: (el: T, name: string, problem: Problem | null) => void): void {
  for (const name of names) {
    const key = Symbol(name);
    Object.defineProperty(proto, name, {
      get(this: Record<symbol, unknown>) {
        return this[key];
      },
      set(this: T & Record<symbol, unknown>, raw: unknown) {
        const [v, problem] = normalizeProp(name, raw);
        told(this, name, problem ?? null);
        (this as Record<symbol, unknown>)[key] = v;
      },
      configurable: true,
    });
  }
}
