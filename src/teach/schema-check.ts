/**
 * The JSON Schema's half of the content check (./validate.ts has the whole): a lesson, puzzle or course against its
 * schema (./schema.ts) with @cfworker/json-schema, which interprets the schema (no `eval`: it runs under a strict
 * Content-Security-Policy), and its errors made readable — one problem per real fault, with its JSON path. The
 * element loads only this (for content given as JSON, a link or `src`), never the engine's half twice.
 */
import { Validator } from '@cfworker/json-schema';
import type { OutputUnit } from '@cfworker/json-schema';
import type { ContentProblem, StudioKind } from './formats.js';
import { SCHEMAS, SCHEMA_BASE, lessonSchema, puzzleSchema } from './schema.js';
type Json = Record<string, unknown>;

let validators: Record<StudioKind, Validator> | null = null;

function validator(kind: StudioKind): Validator {
  if (!validators) {
    const v = (s: Json) => new Validator(s as never, '2020-12', false);
    const course = v(SCHEMAS.course);
    course.addSchema(lessonSchema as never, SCHEMA_BASE + 'lesson.schema.json');
    course.addSchema(puzzleSchema as never, SCHEMA_BASE + 'puzzle.schema.json');
    validators = { lesson: v(SCHEMAS.lesson), puzzle: v(SCHEMAS.puzzle), course };
  }
  return validators[kind];
}

/** How a value of each titled definition is written, for "must be …" messages. */
const EXPECTED: Record<string, string> = {
  Text: 'a text: a string, or one string per language ({"en": "…", "pt-BR": "…"})',
  Tile: 'a tile such as "6-4"',
  Tiles: 'tiles: "6-4 5-5 3-1" or ["6-4", "5-5"]',
  Move: 'a move such as "6-4@left", "6-6", "draw", "draw@back", "pass", "end-turn" or "next-round"',
  Moves: 'moves: "6-6 6-4@right draw pass" or a list of moves',
};

const TYPE_NAME: Record<string, string> = { string: 'a string', number: 'a number', integer: 'a whole number', object: 'an object', array: 'a list', boolean: 'true or false', null: 'null' };

/** `#/steps/0/goal` → `steps/0/goal`. */
const pathOf = (loc: string): string => loc.replace(/^#\/?/, '').split('/').map(decodeURIComponent).join('/');
const join = (a: string, b: string): string => (a ? `${a}/${b}` : b);

/** The schema node at a keyword location (following `$ref`s), or undefined. */
function nodeAt(root: Json, loc: string): Json | undefined {
  let doc = root;
  let node: unknown = root;
  for (const seg of loc.replace(/^#\/?/, '').split('/').filter(Boolean).map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (!node || typeof node !== 'object') return undefined;
    if (seg === '$ref') {
      const ref = (node as Json).$ref as string;
      if (ref.startsWith('#/$defs/')) node = (doc.$defs as Json)[ref.slice(8)];
      else {
        doc = ref.startsWith('lesson') ? lessonSchema : puzzleSchema;
        node = doc;
      }
    } else node = (node as Json)[seg];
  }
  return node && typeof node === 'object' ? (node as Json) : undefined;
}

/** The nearest titled node on the way to `loc` (the definition a pattern or type belongs to). */
function titledAt(root: Json, loc: string): Json | undefined {
  const segs = loc.split('/');
  for (let n = segs.length; n > 0; n--) {
    const node = nodeAt(root, segs.slice(0, n).join('/'));
    if (node && typeof node.title === 'string' && EXPECTED[node.title]) return node;
  }
  return undefined;
}

/** The closest of `names` to `name` (a typo), or null. */
function closest(name: string, names: string[]): string | null {
  const d = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const cur = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = cur;
      }
    }
    return row[b.length]!;
  };
  let best: string | null = null;
  let score = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const n of names) {
    const s = d(name.toLowerCase(), n.toLowerCase());
    if (s < score) [best, score] = [n, s];
  }
  return best;
}

const show = (x: unknown): string => {
  const s = JSON.stringify(x);
  return s === undefined ? String(x) : s.length > 60 ? s.slice(0, 57) + '…' : s;
};

/** The value at `path` in `value`. */
function at(value: unknown, path: string): unknown {
  let v = value;
  for (const seg of path.split('/').filter(Boolean)) v = v && typeof v === 'object' ? (v as Json)[seg] : undefined;
  return v;
}

/** The schema's errors as readable problems: one per real fault, not one per layer of the schema. */
function readable(kind: StudioKind, value: unknown, errors: OutputUnit[]): (ContentProblem & { unknown?: true })[] {
  const root = SCHEMAS[kind];
  const drop = new Set<OutputUnit>();
  const out: (ContentProblem & { unknown?: true })[] = [];
  const add = (path: string, message: string, unknown = false) => {
    if (!out.some((p) => p.path === path && p.message === message)) out.push({ path, code: 'schema', message, ...(unknown ? { unknown } : {}) });
  };
  // An "any of these" that failed: where one branch has the value's type, its own errors say what is wrong;
  // otherwise one message says what is expected.
  const alts = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const a of alts) {
    if (drop.has(a)) continue;
    drop.add(a);
    const inside = errors.filter((e) => e.keywordLocation.startsWith(a.keywordLocation + '/'));
    const branches = new Map<string, OutputUnit[]>();
    for (const e of inside) {
      const b = e.keywordLocation.slice(a.keywordLocation.length + 1).split('/')[0]!;
      branches.set(b, [...(branches.get(b) ?? []), e]);
    }
    const real = (es: OutputUnit[]) => es.filter((e) => e.keyword !== '$ref' && !(e.keyword === 'type' && e.instanceLocation === a.instanceLocation));
    const content = [...branches.values()].filter((es) => real(es).length);
    if (content.length === 1) {
      for (const es of branches.values()) if (es !== content[0]) es.forEach((e) => drop.add(e));
      continue;
    }
    inside.forEach((e) => drop.add(e));
    const path = pathOf(a.instanceLocation);
    const need = [...branches.values()].every((es) => es.every((e) => e.keyword === 'required' && e.instanceLocation === a.instanceLocation));
    if (need) {
      const names = [...new Set(inside.map((e) => /"([^"]+)"/.exec(e.error)?.[1]).filter(Boolean))];
      add(path, `needs ${names.map((n) => `"${n}"`).join(' or ')}`);
    } else {
      const node = nodeAt(root, a.keywordLocation.replace(/\/(anyOf|oneOf)$/, ''));
      const title = node && typeof node.title === 'string' ? node.title : '';
      add(path, `${show(at(value, path))} is not ${EXPECTED[title] ?? (node?.description as string | undefined)?.replace(/\.$/, '') ?? 'allowed here'}`);
    }
  }
  for (const e of errors) {
    if (drop.has(e)) continue;
    const path = pathOf(e.instanceLocation);
    const v = at(value, path);
    const node = nodeAt(root, e.keywordLocation.replace(/\/[^/]+$/, ''));
    const name = /"([^"]+)"/.exec(e.error)?.[1] ?? '';
    switch (e.keyword) {
      case 'required':
        add(join(path, name), `"${name}" is missing`);
        break;
      case 'additionalProperties': {
        const known = Object.keys((node?.properties as Json | undefined) ?? {});
        const near = closest(name, known);
        add(join(path, name), `"${name}" is not a field here${near ? ` — did you mean "${near}"?` : ''}`, true);
        break;
      }
      case 'properties':
        // a goal's parameter that belongs to another goal (`then: { properties: { min: false } }`)
        if (/\/then\/properties$/.test(e.keywordLocation)) {
          const goal = at(value, path) as Json;
          add(join(path, name), `"${name}" is not a parameter of the goal "${String(goal?.do)}"`);
        }
        break;
      case 'enum':
        add(path, `${show(v)} is not one of ${((node?.enum as unknown[]) ?? []).map((x) => show(x)).join(', ')}`);
        break;
      case 'const':
        add(path, `must be ${show(node?.const)}${v === undefined ? '' : `, not ${show(v)}`}`);
        break;
      case 'type': {
        const t = node?.type;
        add(path, `${show(v)} is not ${(Array.isArray(t) ? t : [t]).map((x) => TYPE_NAME[String(x)] ?? String(x)).join(' or ')}`);
        break;
      }
      case 'pattern': {
        const def = titledAt(root, e.keywordLocation);
        add(path, `${show(v)} is not ${def ? EXPECTED[def.title as string] : 'written as it should be'}`);
        break;
      }
      case 'minItems':
        add(path, node?.minItems === 1 ? 'must not be empty' : `needs at least ${String(node?.minItems)} entries`);
        break;
      case 'minLength':
        add(path, 'must not be empty');
        break;
      case 'maxLength':
        add(path, `is too long (at most ${String(node?.maxLength)} characters)`);
        break;
      case 'minimum':
        add(path, `${show(v)} is too small (at least ${String(node?.minimum)})`);
        break;
      case 'maximum':
        add(path, `${show(v)} is too large (at most ${String(node?.maximum)})`);
        break;
      case 'minProperties':
      case 'maxProperties':
        add(path, kind === 'course' && /^items\/\d+$/.test(path) ? 'must hold one "lesson" or one "puzzle"' : e.keyword === 'minProperties' ? 'must not be empty' : `has too many fields (at most ${String(node?.maxProperties)})`);
        break;
      case 'propertyNames':
      case '$ref':
      case 'items':
      case 'allOf':
      case 'if':
      case 'then':
      case 'false':
        break;
      default:
        add(path, e.error);
    }
  }
  // A leaf error always has a layer above it; should every one be structural, say so plainly.
  if (!out.length && errors.length) add('', 'does not follow the format');
  return out;
}

/** The kind of a content JSON: by its `format`, else by its fields (`items` a course, `choices`/`answer`/`theme` a puzzle, `steps` a lesson); null when none fits. */
export function kindOf(value: unknown): StudioKind | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Json;
  const f = typeof v.format === 'string' ? /^domino-table\/(lesson|puzzle|course)-\d+$/.exec(v.format)?.[1] : undefined;
  if (f) return f as StudioKind;
  if ('items' in v) return 'course';
  if ('choices' in v || 'answer' in v || 'theme' in v) return 'puzzle';
  if ('steps' in v) return 'lesson';
  return null;
}

/** How far to check: `engine: false` the schema only (./validate.ts); `unknownFields: false` lets fields the format does not name pass (the element reads what it knows and ignores the rest; the studio and the CLI point them out, a typo most often). */
export interface Checking {
  engine?: boolean;
  unknownFields?: boolean;
}

/** The schema's problems of `value` (an object or JSON text) as a `kind`, [] when it follows the format. */
export function schemaProblems(kind: StudioKind, value: unknown, how: Checking = {}): ContentProblem[] {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch (e) {
      return [{ path: '', code: 'not-json', message: `not valid JSON (${(e as Error).message})` }];
    }
  }
  const r = validator(kind).validate(value);
  return r.valid ? [] : readable(kind, value, r.errors).flatMap(({ unknown, ...p }) => (unknown && how.unknownFields === false ? [] : [p]));
}

/** Problems as one line each: `steps/0/goal: "min" is not a parameter of the goal "play"`. */
export const describe = (ps: readonly ContentProblem[]): string => ps.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('\n');
