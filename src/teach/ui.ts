/**
 * The words of the teaching panels (controls, labels, short messages), read
 * from the teaching catalogue's `ui.*` entries: one catalogue system, one
 * language loaded at a time.
 */
import { format, m } from './format.js';
import type { Catalogue, Ctx } from './format.js';

/** The panels' words in the catalogue's language; `ctx` says who "you" is. */
export function uiText(cat: Catalogue, ctx: Ctx) {
  const f = (k: string, params: Record<string, string | number> = {}, seat?: number) => format(cat, ctx, m(`ui.${k}`, params, seat));
  const w = (k: string) => f(k);
  const low = (x: string) => x.charAt(0).toLowerCase() + x.slice(1); // words that follow a colon or sit in a sentence
  return {
    replay: w('replay'),
    first: w('first'),
    previous: w('previous'),
    next: w('next'),
    last: w('last'),
    play: w('play'),
    pause: w('pause'),
    stepOf: (k: number, n: number) => f('stepOf', { k, n }),
    note: w('note'),
    narration: w('narration'),
    now: w('now'),
    rules: w('rules'),
    close: w('close'),
    hint: w('hint'),
    lesson: w('lesson'),
    replayKeys: w('replayKeys'),
    undone: (n: number) => f('undone', { n }),
    refused: (why: string) => f(`refused.${why}`),
    unknownLesson: (id: string, ids: string) => f('unknownLesson', { id, ids }),
    badLesson: (why: string) => f('badLesson', { why }),
    goal: w('goal'),
    right: w('right'),
    rule: low(w('rule')),
    ruleOf: w('ruleOf'),
    lessons: w('lessons'),
    progress: (done: number, all: number) => f('progress', { done, all }),
    complete: w('complete'),
    learned: w('learned'),
    stars: (n: number) => f('stars', { n }),
    nextLesson: w('nextLesson'),
    again: w('again'),
    real: w('real'),
    deal: w('deal'),
    drawBack: w('drawBack'),
    done: w('done'),
    waiting: w('waiting'),
    stepDots: (k: number, n: number) => f('stepDots', { k, n }),
    allDone: w('allDone'),
    knows: w('knows'),
    knowsHelp: w('knowsHelp'),
    lacks: (nums: readonly number[]) => low(f('lacks', { ends: nums.join(',') })),
    nothing: low(w('nothing')),
    onTable: w('onTable'),
    count: (sum: string, n: number) => `${f('count', { sum, n })} ${f(n > 0 && n % 5 === 0 ? 'count-scores' : 'count-not')}`,
    spinner: (tile: string) => f('spinner', { tile }),
    marker: (owner: number) => f('marker', { owner }, owner),
    openDouble: (tile: string) => f('openDouble', { tile }),
  };
}

/** The panels' words. */
export type LearnText = ReturnType<typeof uiText>;
