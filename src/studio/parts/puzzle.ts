/**
 * The studio's `puzzle` part (see ../state.ts): a template taking (view, words, send).
 *
 * "Value the options" values every move of the seat to move at the position (the deciding seat, written as the
 * puzzle's `learner`) with the puzzle test the miner applies (src/teach/make-puzzle.ts: two sample sets of the move
 * review's evaluator, from that seat's view only), in the AI worker (src/ai/remote.ts; on the page's thread only
 * where no worker can start), with a progress bar. Then a table of every option: the move, its value, accepted or
 * not (a mark and a word). A puzzle gets its `choices` (value, the others' reply and the measured reason) and the
 * suggested theme and difficulty written into the value; a position that is not a puzzle is refused with the reason
 * in plain words, and nothing is written. Theme, difficulty and the author's `why` (per language) stay editable.
 *
 * The part's passing state (`view.ui.puzzle`): `state` (`running` | `done` | `failed`), `done`/`total` (progress),
 * `result` (the last PuzzleValue), `key` (the position it was valued at), `error`.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { createAiClient, setPuzzleCode } from '../../ai/remote.js';
import type { AiClient } from '../../ai/remote.js';
import type { GameState } from '../../engine/game.js';
import { loadVariant } from '../../engine/load.js';
import { parseLesson } from '../../teach/lesson-json.js';
import { startOf } from '../../teach/lesson.js';
import type { HistoryEntry } from '../../ai/view.js';
import type { PuzzleRefusal, PuzzleValue } from '../../teach/make-puzzle.js';
import { THEMES, TOLERANCE } from '../../teach/puzzle.js';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { PuzzleJSON, TextJSON } from '../types.js';

/** The part's styles (added to the studio's). */
export const puzzleStyles = css`
  .pz { display: grid; gap: 12px; max-width: 60rem; }
  .pz button, .pz select, .pz input { min-height: 44px; font: inherit; box-sizing: border-box; }
  .pz select, .pz input { height: 44px; }
  .pz button { padding: 0 16px; }
  .pz progress { width: 100%; height: 12px; }
  .pz table { border-collapse: collapse; width: 100%; }
  .pz caption { text-align: start; padding-bottom: 6px; }
  .pz th, .pz td { text-align: start; padding: 6px 10px; border-bottom: 1px solid #d5dae1; }
  .pz .num { text-align: end; font-variant-numeric: tabular-nums; }
  .pz tr.ok td { background: #eef7ee; }
  .pz .mark { font-weight: 700; }
  .pz .verdict { padding: 10px 12px; border-radius: 6px; border: 1px solid; }
  .pz .verdict.yes { border-color: #2e7d32; background: #f1f8f1; }
  .pz .verdict.no { border-color: #b3261e; background: #fdf3f2; }
  .pz .verdict strong { display: block; }
  .pz .meta { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: end; }
  .pz label { display: grid; gap: 4px; }
  .pz textarea { font: inherit; min-height: 4em; width: 100%; box-sizing: border-box; }
  .pz input[type='text'] { width: 100%; max-width: 36rem; padding: 0 10px; }
  .pz .muted { color: #4a5566; }
`;

// One AI client for the studio page (a worker of its own, started on the first valuing).
let client: AiClient | null = null;
// The newest view of each studio (by its send function) and its running job: an answer arriving after an edit
// writes into the value as it is then, and only for the position it valued.
const latest = new WeakMap<StudioSend, StudioView>();
const jobs = new WeakMap<StudioSend, number>();
let nextJob = 1;

/** What decides the values: the game, the players, the rules, the position and the tolerance. */
const keyOf = (p: PuzzleJSON): string => JSON.stringify([p.variant, p.players ?? null, p.options ?? null, p.position, p.tolerance ?? null]);

/** The position's game, its public moves so far, the seat to move and the seats' names; or why it cannot be read. */
function positionOf(p: PuzzleJSON): { game: GameState; history: HistoryEntry[]; seat: number; names: string[] } | { error: string } {
  const { choices: _c, answer: _a, ...rest } = p;
  const asLesson = (learner: number) => parseLesson({ ...rest, learner, title: '', steps: [{ goal: { do: 'play' } }] });
  let first: unknown = null;
  const n = p.players ?? p.position?.deal?.hands.length ?? p.position?.deals?.[0]?.hands.length ?? 4;
  for (const s of [p.learner ?? 0, ...Array.from({ length: n }, (_, i) => i)]) {
    try {
      const lesson = asLesson(s);
      const { game, history } = startOf(lesson);
      return { game, history, seat: s, names: lesson.names };
    } catch (e) {
      first ??= e;
    }
  }
  return { error: first instanceof Error ? first.message : String(first) };
}

/** A language's string of a text set to `text` (a plain string counts as English). */
function setText(old: TextJSON | undefined, lang: string, text: string): TextJSON | undefined {
  const all: Record<string, string> = typeof old === 'string' ? { en: old } : { ...(old ?? {}) };
  if (text.trim()) all[lang] = text;
  else delete all[lang];
  return Object.keys(all).length ? all : undefined;
}
const textIn = (t: TextJSON | undefined, lang: string): string => (t === undefined ? '' : typeof t === 'string' ? (lang === 'en' ? t : '') : t[lang] ?? '');

/** The value without `key` (an optional field emptied). */
function without<K extends keyof PuzzleJSON>(p: PuzzleJSON, key: K): PuzzleJSON {
  const out = { ...p };
  delete out[key];
  return out;
}

/** Starts valuing the position (see the module comment). */
async function valueOptions(view: StudioView, send: StudioSend): Promise<void> {
  const p = view.value as PuzzleJSON;
  const job = nextJob++;
  jobs.set(send, job);
  const key = keyOf(p);
  send({ type: 'ui', part: 'puzzle', patch: { state: 'running', done: 0, total: 1, error: null, result: null, key } });
  const pos = await loadVariant(p.variant).then(() => positionOf(p), (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }));
  if (jobs.get(send) !== job) return;
  if ('error' in pos) return send({ type: 'ui', part: 'puzzle', patch: { state: 'failed', error: pos.error } });
  if (!client) {
    setPuzzleCode(() => import('../../teach/make-puzzle.js')); // where no worker starts, the values are made here
    client = createAiClient();
  }
  const tolerance = p.tolerance ?? TOLERANCE[p.variant];
  client
    .puzzle({ game: pos.game, history: pos.history, seat: pos.seat, tolerance }, (done, total) => {
      if (jobs.get(send) === job) send({ type: 'ui', part: 'puzzle', patch: { done, total } });
    })
    .then(
      (result) => {
        if (jobs.get(send) !== job) return;
        send({ type: 'ui', part: 'puzzle', patch: { state: 'done', result, names: pos.names } });
        const now = latest.get(send)?.value as PuzzleJSON | undefined;
        if (!result.puzzle || !now || keyOf(now) !== key) return; // not a puzzle: nothing is written
        const made = { ...without(now, 'answer'), learner: result.seat, theme: result.theme!, rating: result.rating!, choices: result.choices as unknown as NonNullable<PuzzleJSON['choices']> };
        send({ type: 'edit', value: made });
      },
      (e: unknown) => {
        if (jobs.get(send) === job) send({ type: 'ui', part: 'puzzle', patch: { state: 'failed', error: e instanceof Error ? e.message : String(e) } });
      },
    );
}

/** A move in words, for the middle of a sentence: "six–four on the left", "draw"; `names` name a seat's train. */
function moveWords(words: StudioWords, move: string, names: readonly string[]): string {
  const [what, at] = move.split('@') as [string, string | undefined];
  if (!/^\d+-\d+$/.test(what)) return words.t(what).toLocaleLowerCase(words.lang); // draw, pass, end-turn: the table's own words
  if (!at) return words.tile(what);
  const train = /^train-(\d+)$/.exec(at);
  const place = train ? words.t('studio.puzzle.at.train', { name: names[Number(train[1])] ?? words.t('studio.puzzle.seat.n', { n: Number(train[1]) + 1 }) }) : words.t(`at.${at}`);
  return `${words.tile(what)} ${place}`;
}
const cap = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The refusal in plain words. */
function refusalWords(words: StudioWords, r: PuzzleRefusal, names: readonly string[]): string {
  const move = (m: string) => moveWords(words, m, names);
  const list = (ms: string[]) => ms.map(move).join(', ') || '—';
  switch (r.code) {
    case 'not-to-move':
      return words.t('studio.puzzle.no.not-to-move');
    case 'one-option':
      return words.t('studio.puzzle.no.one-option', { move: move(r.params.move) });
    case 'all-accepted':
      return words.t('studio.puzzle.no.all-accepted', { tol: r.params.tolerance });
    case 'close':
      return words.t('studio.puzzle.no.close', { best: move(r.params.best), next: move(r.params.other), gap: r.params.gap, need: r.params.need });
    case 'disagree':
      return words.t('studio.puzzle.no.disagree', { first: list(r.params.first), second: list(r.params.second) });
  }
}

/** The puzzle tab. */
export function puzzle(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  latest.set(send, view);
  const p = view.value as PuzzleJSON;
  const ui = (view.ui.puzzle ?? {}) as { state?: string; done?: number; total?: number; result?: PuzzleValue | null; key?: string; error?: string | null; names?: string[] };
  const running = ui.state === 'running';
  const result = ui.result ?? null;
  const stale = !!result && ui.key !== keyOf(p);
  const num = (x: number, sign = false) => new Intl.NumberFormat(view.lang, { maximumFractionDigits: 1, minimumFractionDigits: 1, ...(sign ? { signDisplay: 'exceptZero' as const } : {}) }).format(x);
  const tol = p.tolerance ?? TOLERANCE[p.variant] ?? 0;
  const edit = (value: PuzzleJSON) => send({ type: 'edit', value });
  const names = ui.names ?? p.names ?? [];
  const seatName = (s: number) => names[s] ?? words.t('studio.puzzle.seat.n', { n: s + 1 });
  const whyId = 'studio-puzzle-why';
  const titleId = 'studio-puzzle-title';

  return html`<div class="pz">
    <p class="muted">${words.t('studio.puzzle.intro')}</p>
    <label for=${titleId}>${words.t('studio.puzzle.title', { lang: view.textLang })}</label>
    <input id=${titleId} type="text" lang=${view.textLang} .value=${textIn(p.title, view.textLang)}
      @change=${(e: Event) => edit({ ...p, title: setText(p.title, view.textLang, (e.target as HTMLInputElement).value) ?? '' })} />
    <div>
      <button type="button" ?disabled=${running} @click=${() => void valueOptions(view, send)}>${words.t(result && !running ? 'studio.puzzle.again' : 'studio.puzzle.value')}</button>
    </div>
    ${running
      ? html`<div role="status">
          <label>${ui.done ? words.t('studio.puzzle.valuing.pct', { pct: Math.round((100 * ui.done) / (ui.total ?? 1)) }) : words.t('studio.puzzle.valuing')}
            ${ui.done ? html`<progress max=${ui.total ?? 1} .value=${ui.done}></progress>` : html`<progress></progress>`}
          </label>
        </div>`
      : nothing}
    ${ui.state === 'failed' ? html`<p class="verdict no" role="alert">${words.t('studio.puzzle.bad', { why: ui.error ?? '' })}</p>` : nothing}
    ${result && !running
      ? html`${stale ? html`<p class="verdict no" role="status">${words.t('studio.puzzle.stale')}</p>` : nothing}
          ${result.options.length
            ? html`<table>
                <caption>${words.t('studio.puzzle.caption', { name: seatName(result.seat) })} ${words.t('studio.puzzle.tolerance', { tol: result.tolerance })}</caption>
                <thead><tr><th scope="col">${words.t('studio.puzzle.col.move')}</th><th scope="col" class="num">${words.t('studio.puzzle.col.value')}</th><th scope="col">${words.t('studio.puzzle.col.ok')}</th></tr></thead>
                <tbody>
                  ${result.options.map(
                    (o) => html`<tr class=${o.accepted ? 'ok' : ''}>
                      <td>${cap(moveWords(words, o.move, names))}</td>
                      <td class="num">${num(o.value, true)}</td>
                      <td><span class="mark" aria-hidden="true">${o.accepted ? '✓' : '✗'}</span> ${words.t(o.accepted ? 'studio.puzzle.yes' : 'studio.puzzle.no')}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>`
            : nothing}
          <div class="verdict ${result.puzzle ? 'yes' : 'no'}" role="status">
            <strong>${words.t(result.puzzle ? 'studio.puzzle.ok.title' : 'studio.puzzle.not.title')}</strong>
            ${result.puzzle
              ? words.t('studio.puzzle.ok', { n: result.accepted.length, m: result.options.length })
              : html`${refusalWords(words, result.refusal!, names)} ${words.t('studio.puzzle.not')}`}
          </div>`
      : nothing}
    ${!result && !running ? html`<p class="muted">${words.t('studio.puzzle.tolerance', { tol })}</p>` : nothing}
    <div class="meta">
      <label>${words.t('studio.puzzle.theme')}
        <select @change=${(e: Event) => edit({ ...p, theme: (e.target as HTMLSelectElement).value })}>
          ${(THEMES as readonly string[]).includes(p.theme) ? nothing : html`<option value="" selected disabled>—</option>`}
          ${THEMES.map((t) => html`<option value=${t} ?selected=${p.theme === t}>${words.t(`studio.puzzle.theme.${t}`)}</option>`)}
        </select>
      </label>
      <label>${words.t('studio.puzzle.rating')}
        <input type="number" min="800" max="2200" step="10" .value=${p.rating === undefined ? '' : String(p.rating)}
          @change=${(e: Event) => {
            const x = (e.target as HTMLInputElement).valueAsNumber;
            edit(Number.isFinite(x) ? { ...p, rating: Math.round(x) } : without(p, 'rating'));
          }} />
      </label>
      ${result?.puzzle && !stale ? html`<p class="muted">${words.t('studio.puzzle.suggested', { theme: words.t(`studio.puzzle.theme.${result.theme}`), rating: result.rating! })}</p>` : nothing}
    </div>
    <label for=${whyId}>${words.t('studio.puzzle.why', { lang: view.textLang })}</label>
    <textarea id=${whyId} .value=${textIn(p.why, view.textLang)}
      @change=${(e: Event) => {
        const why = setText(p.why, view.textLang, (e.target as HTMLTextAreaElement).value);
        edit(why === undefined ? without(p, 'why') : { ...p, why });
      }}></textarea>
    <p class="muted">${words.t('studio.puzzle.why.hint')}</p>
  </div>`;
}
