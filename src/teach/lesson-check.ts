/**
 * Authoring checks for lessons (Node tests and the lesson builder): every
 * branch of accepted learner moves ends the lesson within a few moves, every
 * learner step (but dealing the next hand) has a wrong try with a reason, and the goal is reachable.
 */
import { legalActions } from '../engine/game.js';
import type { Action, GameState } from '../engine/game.js';
import { LessonRun } from './lesson.js';
import type { Lesson } from './lesson.js';
import { whyTile } from './reasons.js';
import type { Msg } from '../words/format.js';
import { rulesOf } from '../words/format.js';

/** A wrong try at the learner's step and its reason: a tile that cannot be played, else a legal move that misses the goal, else a draw or pass that is not allowed (the API's, when the table offers no wrong click). */
export function wrongTry(run: LessonRun): { action: Action; why: Msg } | null {
  const g = run.game;
  if (!run.waiting) return null;
  const hand = g.hands[run.lesson.learner] ?? [];
  for (const tile of hand) {
    const why = whyTile(g, tile);
    if (why) return { action: { type: 'play', tile }, why };
  }
  for (const action of [...legalActions(g), { type: 'pass' } as Action, { type: 'draw' } as Action]) {
    const copy = clone(run);
    const r = copy.attempt(action);
    if (r.kind === 'wrong') return { action, why: r.why };
  }
  return null;
}

/** A copy of a run (its state is plain data). */
export function clone(run: LessonRun): LessonRun {
  const c = Object.create(LessonRun.prototype) as LessonRun;
  Object.assign(c, structuredClone({ ...run, lesson: null }), { lesson: run.lesson });
  return c;
}

/** Plays the others' moves until the learner's turn or the end. */
function settle(run: LessonRun): void {
  for (let guard = 0; guard < 500 && run.othersMove && !run.waiting; guard++) run.others();
}

/** The outcome of exploring every accepted learner move: the most learner moves a branch takes, and the problems found. */
export function checkLesson(lesson: Lesson, limit = 6): { maxMoves: number; branches: number; problems: string[] } {
  const problems: string[] = [];
  let maxMoves = 0;
  let branches = 0;
  const seen = new Set<string>();
  const visit = (run: LessonRun, path: string[]): void => {
    settle(run);
    if (run.over) {
      branches++;
      maxMoves = Math.max(maxMoves, run.moves);
      if (run.moves > limit) problems.push(`${path.join(' ')}: ${run.moves} learner moves (at most ${limit})`);
      return;
    }
    if (!run.waiting) return void problems.push(`${path.join(' ')}: stuck (neither the learner's move nor the others')`);
    const key = JSON.stringify([run.step, run.game.hands, run.game.ends, run.game.trains, run.game.boneyard.length, run.game.turn]);
    if (seen.has(key)) return;
    seen.add(key);
    if (run.current!.goal.do !== 'next-round' && !wrongTry(run)) problems.push(`${path.join(' ')}: step ${run.step + 1} has no wrong try`);
    let accepted = 0;
    for (const action of legalActions(run.game)) {
      const copy = clone(run);
      const r = copy.attempt(action);
      if (r.kind === 'wrong') continue;
      accepted++;
      if (copy.moves > limit) {
        problems.push(`${path.join(' ')}: more than ${limit} learner moves`);
        continue;
      }
      visit(copy, [...path, JSON.stringify(action)]);
    }
    if (!accepted) problems.push(`${path.join(' ')}: step ${run.step + 1} accepts no move`);
  };
  try {
    visit(new LessonRun(lesson), []);
  } catch (e) {
    problems.push(String(e));
  }
  return { maxMoves, branches, problems };
}

/** The rule ids a lesson shows: declared ones and those cited by the narration and goals of a solution. */
export function lessonRules(lesson: Lesson): string[] {
  const out = new Set(lesson.rules);
  const run = new LessonRun(lesson);
  for (const msg of run.opening()) rulesOf(msg).forEach((r) => out.add(r));
  for (let guard = 0; !run.over && guard < 200; guard++) {
    if (run.waiting) {
      const s = run.current!;
      s.rules?.forEach((r) => out.add(r));
      rulesOf(run.goal()!).forEach((r) => out.add(r));
      const w = wrongTry(run);
      if (w) rulesOf(w.why).forEach((r) => out.add(r));
      const h = run.hint();
      if (!h) break;
      const r = run.attempt(h.action);
      if (r.kind !== 'wrong') r.played.msgs.forEach((msg) => rulesOf(msg).forEach((x) => out.add(x)));
    } else {
      const p = run.others();
      if (!p) break;
      p.msgs.forEach((msg) => rulesOf(msg).forEach((x) => out.add(x)));
    }
  }
  return [...out];
}

/**
 * A short fingerprint of a lesson's position (its deals and the moves that reach it): the builder records it
 * (src/teach/lessons/positions.json) and a test replays every built-in lesson against it, so a change in the
 * engine's seeded shuffle or in the order of its legal moves cannot move a stored lesson unseen.
 */
export function positionPrint(lesson: Lesson): string {
  const text = JSON.stringify([lesson.deals, lesson.moves]);
  let h = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
