/**
 * The public properties of `<domino-table>`, declared in one place with the docs the manifest takes and Lit's
 * options for each. The element (./domino-table.ts) extends this class; every value set passes through
 * ./props.ts, which makes it safe (`safeProps`), and the element says what a value it cannot use does (`propSet`).
 * The static lists (`lessons`, `puzzles`) and the page-wide `workerUrl` are declared here too.
 */
import { LitElement } from 'lit';
import type { Options } from '../engine/game.js';
import { getWorkerUrl, setWorkerUrl } from '../ai/settings.js';
import { LESSONS } from '../teach/catalog.js';
import type { LessonInfo } from '../teach/catalog.js';
import type { PuzzleInfo } from '../teach/puzzle.js';
import { safeProps } from './props.js';
import type { Problem } from './props.js';

/** The properties of `<domino-table>` (see the module comment), and its static lists and settings. */
export class DominoTableBase extends LitElement {
  // Declared without decorators: lowered standard decorators cost the CDN bundle over 1 KB gzip.
  static override properties = {
    variant: { reflect: true },
    players: { type: Number },
    humans: {},
    names: {},
    level: {},
    seed: { type: Number },
    options: { converter: { fromAttribute: (v: string | null) => v ?? undefined } },
    mode: {},
    record: {},
    step: { type: Number },
    lesson: {},
    puzzle: {},
    course: {},
    studio: {},
    src: {},
    speed: { type: Number },
    openHands: { type: Boolean, attribute: 'open-hands', reflect: true },
    sound: { type: Boolean, reflect: true },
    volume: { type: Number },
    fit: { reflect: true },
    theme: { reflect: true },
    server: {},
    room: { reflect: true },
    seat: { type: Number },
    persist: {},
    shareUrl: { attribute: 'share-url' },
  };

  /** The built-in lessons (docs/lessons.md) in curriculum order, variant by variant: a promise of `{ id, variant, title }` (English titles), as `puzzles`. */
  static get lessons(): Promise<LessonInfo[]> {
    // the list stays in the first paint (0.7 KB gzip): a lesson page needs it to find a lesson by its id
    return Promise.resolve(LESSONS.map((l) => ({ ...l })));
  }
  /** The built-in puzzles (docs/puzzles.md), variant by variant: a promise of `{ id, variant, theme, rating }`, as `lessons`. */
  static get puzzles(): Promise<PuzzleInfo[]> {
    return import('../teach/puzzle-list.js').then((m) => m.puzzleList());
  }
  /** Where the computer players' worker script is, for every table on the page: a URL, `null` for none, or unset for `worker.js` beside the element's code. */
  static get workerUrl(): string | URL | null | undefined {
    return getWorkerUrl();
  }
  static set workerUrl(url: string | URL | null | undefined) {
    setWorkerUrl(url);
  }

  // Every property stores its value through props.ts: everything that reads a property gets a value of its type.
  // (On this class, which declares the properties: Lit wraps these setters to request an update.)
  static {
    safeProps(this.prototype, Object.keys(this.properties), (el, name, problem) => el.propSet(name, problem));
  }

  /**
   * A property was set; `problem` says why its value could not be used (the documented default is used instead).
   * @internal
   */
  protected propSet(_name: string, _problem: Problem | null): void {}

  /** Rule set: `partnership`, `draw`, `mexican-train`, `all-fives` or `block`; none (`''`) plays `partnership`. @default '' */
  declare variant: string;
  /** Seat count within the variant's range (default: the variant's). @default undefined */
  declare players: number | undefined;
  /** Seats played at this screen: `"0"`, `"0,2"`, `"all"` (pass-and-play) or `"none"` (watch). @default '0' */
  declare humans: string;
  /** Comma-separated seat names (plain text). @default '' */
  declare names: string;
  /** Computer players: `easy`, `medium`, `hard`, or `auto`: after each hand against the computers they play one rung stronger if your side won it and one weaker if it lost, two if most of your plays were in the medium player's worse half (easy-, easy, easy+, medium, medium+, hard-, hard), so you win about half the hands; the count says where they are, `domino-level` too, and `persist` keeps it. Local play (an online room plays its own level). @default 'medium' */
  declare level: string;
  /** Seed for reproducible deals. @default undefined */
  declare seed: number | undefined;
  /** House rules: JSON text (attribute) or an object (property). @default undefined */
  declare options: Options | string | undefined;
  /** `play` (default); `teach` narrates every step and count in the element's language and highlights legal tiles (a record with `expect` entries opens as its author's lesson); `replay` steps through `record` (or the game just played) with every hand face up; `class` (with `server` and `lesson`) teaches the lesson to a class: without `room` this screen is the teacher's (the code, link and QR code for students, the counts of their answers, Reveal and Next step), with a `room` code a student's (docs/lessons.md). @default 'play' */
  declare mode: string;
  /** A game record to open: JSON or the compact `dt1.…` text (replay: at `step`; play and teach: at its last step). @default '' */
  declare record: string;
  /** Replay: the step shown (0 = the deal); set it to jump, it follows the replay. @default undefined */
  declare step: number | undefined;
  /** A lesson: a built-in id (see `DominoTable.lessons`; a variant name opens its first), a lesson as JSON (docs/lessons.md), or a `dl1.…` link (or any URL holding one) made by the studio: a link to a puzzle or a course opens it. A damaged link is a `domino-error` with code `bad-link`, one from a newer version `link-version`, a lesson that does not follow the format (schema/lesson.schema.json) or that the rules refuse `bad-lesson`; the table plays a game instead. @default '' */
  declare lesson: string;
  /** A puzzle: a built-in id (see `DominoTable.puzzles`), `daily` (the puzzle of the day: chosen from the date, the same for everyone; of `variant` when set), a puzzle as JSON (docs/puzzles.md), or a `dl1.…` link (or any URL holding one), as for `lesson`. Find the best move: every move within the tolerance is accepted, a wrong one is answered by its reply and its reason, and it can be tried again; `domino-puzzle-end` says how it went, `persist` keeps the puzzle rating and streak. @default '' */
  declare puzzle: string;
  /** A course: lessons and puzzles in order with a title (docs/lessons.md "Courses"), as JSON, a course object or a `dl1.…` link. It opens at its first unfinished item; the lesson list shows the course with its progress (kept per course id, with `persist` in localStorage), and Next lesson or Next puzzle goes to its next item. When set it is shown instead of `lesson` and `puzzle`; a course that cannot be read is reported (`domino-error` `bad-course`, naming the item at fault) and a game is played. @default '' */
  declare course: string;
  /** The studio page's URL, where "Make a lesson or puzzle from this moment" (replay, the move review) opens the position (`<studio>#record=dt1…&step=N`; `domino-make` fires first). Default: the package's `dist/studio/` beside the element's code. @default '' */
  declare studio: string;
  /** The URL of a lesson, puzzle or course to open: a JSON file (the kind from its `format`, else its fields) or a file holding a `dl1.…` link, fetched (relative to the page). `lesson` and `puzzle` come first when set. A fetch that fails, or a file that is neither, is a `domino-error` with code `bad-src`; content that does not follow its format `bad-lesson`; the table plays a game instead. @default '' */
  declare src: string;
  /** Milliseconds a computer seat waits before each move; 0 plays and animates instantly. @default 700 */
  declare speed: number;
  /** Show every hand face up. @default false */
  declare openHands: boolean;
  /** Sound, off by default: a tile's click for each play, a draw, a pass, a chime when a hand is scored and a fanfare for the game's winner, synthesised with Web Audio in a chunk loaded only once this is on. Nothing sounds before the person has touched the page (no AudioContext is made before a gesture). The table's sound button toggles it. @default false */
  declare sound: boolean;
  /** The sounds' volume, 0 (silent) to 1. @default 0.6 */
  declare volume: number;
  /** `viewport`: the table is as tall as the viewport. Without it the table fills the height its host gives it, or takes an aspect that suits its width, never taller than the viewport. */
  declare fit: string | undefined;
  /** A theme's name for the theme stylesheets to select on (`classic`, `wood`, `contrast`; docs/themes.md). */
  declare theme: string | undefined;
  /** Online play: the domino-table server, e.g. `ws://localhost:2567` (the client loads only when this is set). @default '' */
  declare server: string;
  /** Online: the room code to join (six characters without 0/O, 1/I/L or U, read in any case: `k7m-4qx` is `K7M4QX`), or `new` to create a room from `variant`, `players`, `options`, `humans`, or `anyone` to play with anyone: a free seat at a listed table of this game and language, else a new listed one. Becomes the code once joined or created. A person who joins a seat without a name (in `names`, or kept by `persist`) is asked for one. @default '' */
  declare room: string;
  /** Online: the seat to take (0-based); without it this table watches. */
  declare seat: number | undefined;
  /** Save the game in `localStorage` after every move and resume it when the page loads again: a storage key, or the attribute alone for `domino-table:` + the element's id (else its variant). Online and in a class it keeps the name a person gave (`<key>:name`, `domino-table:name` for the attribute alone), so they are not asked again. @default null */
  declare persist: string | null;
  /** The embed page's base URL (`https://example.org/embed/`, docs/embedding.md): when set, the move log has a Share button that copies a link to this game at this step (`<base>?mode=replay&record=dt1…&step=N&variant=…`), or shows it in a read-only field where the clipboard refuses. @default '' */
  declare shareUrl: string;
}
