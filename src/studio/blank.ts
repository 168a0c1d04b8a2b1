/**
 * What the studio starts from: an empty lesson, puzzle or course (./types.ts), and the kind of a value given to it.
 * Switching the kind keeps what the two kinds share (the game, the players, the position, the title).
 */
import type { CourseJSON, LessonJSON, PuzzleJSON, StudioKind } from './types.js';
import { FORMATS } from './types.js';

/** An empty value of `kind` (a Draw game for two, nothing dealt yet). */
export function blank(kind: StudioKind): LessonJSON | PuzzleJSON | CourseJSON {
  if (kind === 'course') return { format: FORMATS.course, title: '', items: [] };
  const shared = { variant: 'draw', players: 2, title: '', position: { deal: { hands: [[], []] } } } as const;
  if (kind === 'puzzle') return { format: FORMATS.puzzle, ...shared, position: { deal: { hands: [[], []] } }, theme: '' } as PuzzleJSON;
  return { format: FORMATS.lesson, ...shared, position: { deal: { hands: [[], []] } }, steps: [{ goal: { do: 'play' } }] } as LessonJSON;
}

/** The kind of a value: its `format`, else its shape (`items`: a course; `theme` or `choices`: a puzzle; else a lesson). */
export function kindOf(value: unknown): StudioKind | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  for (const k of ['lesson', 'puzzle', 'course'] as const) if (v.format === FORMATS[k]) return k;
  if (Array.isArray(v.items)) return 'course';
  if ('theme' in v || 'choices' in v || 'answer' in v) return 'puzzle';
  if ('steps' in v || 'position' in v) return 'lesson';
  return null;
}

/** `value` as a `kind`: what both share kept (game, players, options, names, learner, open, texts, position). */
export function convert(value: LessonJSON | PuzzleJSON | CourseJSON, kind: StudioKind): LessonJSON | PuzzleJSON | CourseJSON {
  const from = kindOf(value);
  if (from === kind) return value;
  const fresh = blank(kind);
  if (kind === 'course' || from === 'course' || !from) return { ...fresh, ...('title' in value && value.title ? { title: value.title } : {}) } as CourseJSON;
  const { format: _f, steps: _s, rules: _r, theme: _t, rating: _ra, tolerance: _to, choices: _c, answer: _a, text: _x, why: _w, ...shared } = value as LessonJSON & PuzzleJSON;
  return { ...fresh, ...shared } as LessonJSON | PuzzleJSON;
}
