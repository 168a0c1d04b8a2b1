/**
 * The element's attributes, turned into what the table does: a game of the config attributes (`variant`,
 * `players`, `seed`, `options`), the table's settings (`humans`, `names`, `level`, `speed`, `open-hands`, `lang`),
 * and the modes loaded on demand (`mode`, `record`, `lesson`, `step`: teaching and replay; `server`: online;
 * `persist`). A value that could not be used was reported when it was set (props.ts); while a config attribute holds
 * one, the game in play goes on (the first game leaves it out: the table is never left empty).
 */
import type { PropertyValues, ReactiveControllerHost } from 'lit';
import type { GameConfig, Options } from '../../engine/game.js';
import { show, VARIANTS } from '../../engine/game.js';
import type { Table } from '../../table/table.js';
import { parseHumans } from '../../table/seats.js';
import { matchLang, Words } from '../../words/words.js';
import type { Props } from '../props.js';
import { warnOnce } from '../../ai/settings.js';

/** What this controller needs of the element: its public properties, attributes and updates. */
export interface AttributesHost extends ReactiveControllerHost, Props {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  readonly parentElement: Element | null;
  readonly id: string;
}

/** The modes a table loads when an attribute asks for them. */
export interface Modes {
  /** Teaching, lessons, records and replay: brings the table in line with `mode`, `record`, `lesson`, `step`. */
  learn(): Promise<{ sync(): Promise<void> } | null>;
  /** Online play: connects as `server`, `room`, `seat` say. */
  online(): Promise<{ connect(): Promise<void> } | null>;
  /** Class mode (`mode="class"` with `server`): creates the class or joins it as `room` and `lesson` say. */
  klass(): Promise<{ connect(): Promise<void> } | null>;
  /** The room online play is in now (its code), if any. */
  connection(): { room: string } | null;
  /** `persist`: resumes the saved game (else `start`), and saves after every move. */
  persist(): Promise<{ resume(start: () => void): Promise<void>; save(): void } | null>;
}

const randomSeed = () => (Math.random() * 0x7fffffff) | 0;

/** Turns the attributes into the table's games and settings (see the module comment). */
export class Attributes {
  #started: unknown[] = []; // the config attributes the game in play was started from
  #bad = new Set<string>(); // properties holding a value that could not be used (reported)
  #langKey = '';

  constructor(
    private host: AttributesHost,
    private table: Table,
    private modes: Modes,
  ) {}

  /** A property now holds a value that could (`bad` false) or could not be used. */
  mark(name: string, bad: boolean): void {
    this.#bad[bad ? 'add' : 'delete'](name);
  }

  /** The config attributes as they stand: a change to any of them starts a new game. */
  #cfg(): unknown[] {
    const h = this.host;
    return [h.variant, h.players, h.seed, h.options];
  }

  /**
   * The config the attributes describe. While one of them holds a value that was reported as unusable: null when a
   * game is in play (it goes on until the value is fixed), else (the first game) the config without that value.
   */
  config(): GameConfig | null {
    const h = this.host;
    const bad = (k: string) => this.#bad.has(k);
    if (['players', 'seed', 'options'].some(bad) && this.table.game) return null;
    const c: GameConfig = { variant: (h.variant || VARIANTS[0]) as GameConfig['variant'] }; // no attribute: the first game (partnership)
    if (h.players !== undefined && !bad('players')) c.players = h.players;
    if (h.seed !== undefined && !bad('seed')) c.seed = h.seed;
    const o = h.options;
    if (o !== undefined && !bad('options')) c.options = typeof o === 'string' ? (JSON.parse(o) as Options) : o; // text props.ts found to be JSON of an object
    return c;
  }

  /** A new game of the attributes with `config` over them (`newGame()`); false when there is none to start. */
  newGame(config: Partial<GameConfig> = {}): void {
    const base = this.config();
    if (!base && !config.variant) return; // the attribute at fault was reported when it was set
    this.#started = this.#cfg();
    void this.table.play({ ...base, seed: config.seed ?? this.host.seed ?? randomSeed(), ...config } as GameConfig);
  }

  /** A fresh game from the attributes (on connect, or when they change); with `persist`, the saved game first. */
  #fresh(): void {
    const config = this.config();
    if (!config) return;
    const first = !this.table.game;
    const start = () => void this.table.play(config, { first, silent: !first });
    if (this.host.persist === null || this.table.game) start();
    else this.modes.persist().then((p) => (p ? p.resume(start) : start()), start);
  }

  /** Before each update of the element: what the changed attributes ask of the table. */
  update(changed: PropertyValues): void {
    const h = this.host;
    if (['humans', 'names', 'level', 'speed', 'openHands'].some((k) => changed.has(k)) || !this.#langKey) {
      this.table.set({ humans: parseHumans(h.humans), names: h.names.split(',').map((x) => x.trim()), level: h.level, pace: h.speed, openHands: h.openHands });
    }
    this.#syncLang();
    if (h.server && h.mode === 'class') {
      // the teacher's `room` becoming the class's code is no reason to connect again
      const named = changed.has('room') && !['server', 'mode', 'lesson'].some((k) => changed.has(k)) && h.room === this.modes.connection()?.room;
      if (['server', 'room', 'mode', 'lesson'].some((k) => changed.has(k)) && !named) this.modes.klass().then((c) => c?.connect(), (e: Error) => this.table.report('internal', `class mode did not load (${e})`));
      return;
    }
    if (h.mode === 'class' && (changed.has('mode') || changed.has('server'))) this.table.report('class-needs-server', 'mode="class" needs a server (the class meets there): the lesson opens for one learner here');
    if (h.server) {
      // `room="new"` becoming the code of the room just created is no reason to connect again
      const named = changed.has('room') && !changed.has('server') && !changed.has('seat') && h.room === this.modes.connection()?.room;
      if (['server', 'room', 'seat'].some((k) => changed.has(k)) && !named) this.modes.online().then((o) => o?.connect(), (e: Error) => this.table.report('internal', `online play did not load (${e})`));
      return;
    }
    // A new game when a config attribute changed (not on the first render after newGame()), or when a lesson or a
    // record that was refused is taken away and no game is left.
    const cfg = this.#cfg();
    if (cfg.some((v, i) => !Object.is(v, this.#started[i])) || (!this.table.game && (changed.has('lesson') || changed.has('puzzle') || changed.has('course') || changed.has('src') || changed.has('record')))) {
      this.#started = cfg;
      if (!h.record && !h.lesson && !h.puzzle && !h.course && !h.src) this.#fresh();
    }
    if (changed.has('persist') && h.persist !== null && this.table.game) this.modes.persist().then((p) => p?.save(), () => {});
    if ((h.mode !== 'play' || h.record || h.lesson || h.puzzle || h.course || h.src || this.#learning) && ['mode', 'record', 'lesson', 'puzzle', 'course', 'src', 'step'].some((k) => changed.has(k))) {
      this.#learning = true;
      this.modes.learn().then(
        (l) => l?.sync().catch((e: Error) => this.table.report('internal', String(e))), // never an unhandled rejection
        (e: Error) => warnOnce('learn', `teach, lessons and replay did not load (${e})`),
      );
    }
  }

  #learning = false; // a teaching mode was opened (leaving it needs the module too)

  /** The language: the `lang` attribute, else the closest `lang` up the tree, else the page's. */
  /** Resolves once the language asked for shows (or could not load: English stays). */
  langReady: Promise<void> = Promise.resolve();

  #syncLang(): void {
    const own = this.host.getAttribute('lang');
    const tag = own ?? (this.host.parentElement?.closest('[lang]') as HTMLElement | null)?.lang ?? (typeof document === 'undefined' ? 'en' : document.documentElement.lang) ?? 'en';
    if (tag === this.#langKey) return;
    this.#langKey = tag;
    const code = matchLang(tag) ?? 'en';
    const words = Words.of(code);
    // Another language's words load first (English shows meanwhile); where they cannot load, English stays, said once.
    if (words.has('core')) this.table.set({ lang: code });
    else {
      this.table.set({ lang: 'en' });
      this.langReady = words.load('core', 'panels').then(
        () => void (this.#langKey === tag && this.table.set({ lang: code })),
        (e: Error) => warnOnce('lang', `the ${code} text did not load (${e}): the table shows English`),
      );
    }
    if (!matchLang(tag) && own !== null) this.table.report('unknown-lang', `lang ${show(tag)} has no catalogue: the table speaks English`);
  }
}
