/**
 * The studio's `preview` part (see ../state.ts): the content as the learner sees it, in two `<domino-table>`s side by
 * side — a phone (a 375 × 740 box) and a desktop (a 1024 × 768 box, scaled down to fit) — each given the value as
 * the JSON it reads (`lesson='…'`, `puzzle='…'`, `course='…'`). The page registers `<domino-table>`; the studio never
 * imports the element: it uses the element's public API only (`hint()`, `play()`, `draw()`, `pass()`, `endTurn()`,
 * `nextRound()`, its `domino-lesson-end` / `domino-puzzle-end` events).
 *
 * "Solve it by the hints" drives the desktop table (on a narrow screen, where only the phone's shows, the phone's) as a learner would: Hint, then the hinted move, until the lesson's
 * or puzzle's end. Only a run that reached the end for the value as it stands lets the publish part offer publishing:
 * the value's hash is kept in `ui.preview.solved` ({@link contentHash}); any edit changes the hash.
 */
import { css, html, nothing } from 'lit';
import type { CSSResult, TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { ref } from 'lit/directives/ref.js';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { StudioKind } from '../types.js';

/** The preview's own passing state (`view.ui.preview`). */
export interface PreviewUI {
  /** The hash of the value the last run solved ({@link contentHash}); publishing is offered only while it matches. */
  solved?: string;
  /** The run: `running`, `failed` (it did not reach the end) or absent. */
  run?: 'running' | 'failed';
  /** Counts the runs started: each starts on a fresh table. */
  runs?: number;
  /** What went wrong in the last run (words' key). */
  why?: string;
}

/** The preview's box sizes (CSS px). */
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1024, height: 768 };

/** A short hash of a kind and a value (FNV-1a over its JSON): what the hint run solved. */
export function contentHash(kind: StudioKind, value: unknown): string {
  const s = `${kind} ${JSON.stringify(value)}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return `${s.length.toString(36)}-${h.toString(36)}`;
}

/** Whether the value as it stands was solved by the hints (publishing may be offered). */
export function solvedNow(view: StudioView): boolean {
  return (view.ui.preview as PreviewUI | undefined)?.solved === contentHash(view.kind, view.value);
}

/** The element as the preview drives it (not imported: the page registers it). */
interface TableEl extends HTMLElement {
  hint(): Promise<{ type: string; tile?: string; at?: string; from?: 'front' | 'back' } | null>;
  play(tile: string, at?: string): void;
  draw(from?: 'front' | 'back'): void;
  pass(): void;
  endTurn(): void;
  nextRound(): void;
  toSVG(): Promise<string | null>;
  isHuman(seat: number): boolean;
  readonly state: { phase: string; turn: number | null } | null;
  updateComplete?: Promise<unknown>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays `a` on `t` as a learner would (the element's public methods). */
function act(t: TableEl, a: NonNullable<Awaited<ReturnType<TableEl['hint']>>>): void {
  if (a.type === 'play') t.play(a.tile!, a.at);
  else if (a.type === 'draw') t.draw(a.from);
  else if (a.type === 'pass') t.pass();
  else if (a.type === 'end-turn') t.endTurn();
  else if (a.type === 'next-round') t.nextRound();
}

/** How long a run may take before it is called failed (a lesson of many moves at the preview's speed). */
const RUN_LIMIT = 60_000;
/** The preview's speed (ms a move of another seat takes): quick, still to be followed by eye. */
export const RUN_SPEED = 250;

/**
 * Drives `t` by the hints until its lesson or puzzle ends: Hint, a moment to see it, the hinted move; waits while
 * the other seats move. Resolves true when `domino-lesson-end` / `domino-puzzle-end` came, false otherwise (no hint
 * for the learner's move for two seconds, the time limit, the table gone).
 */
export async function runByHints(t: TableEl, limit = RUN_LIMIT): Promise<boolean> {
  let ended = false;
  const end = () => void (ended = true);
  t.addEventListener('domino-lesson-end', end);
  t.addEventListener('domino-puzzle-end', end);
  try {
    const deadline = Date.now() + limit;
    let idle = 0;
    while (!ended && t.isConnected && Date.now() < deadline) {
      await t.updateComplete;
      if (ended) break;
      const a = await t.hint();
      if (!a) {
        await sleep(100); // the other seats move, or the lesson is still opening
        // the learner to move and no hint for two seconds: no move meets the step's goal
        const g = t.state;
        if (g?.phase === 'playing' && g.turn !== null && t.isHuman(g.turn) ? ++idle > 20 : ((idle = 0), false)) break;
        continue;
      }
      idle = 0;
      await sleep(RUN_SPEED); // the hint shows on the table a moment
      act(t, a);
      await sleep(RUN_SPEED);
    }
    return ended;
  } finally {
    t.removeEventListener('domino-lesson-end', end);
    t.removeEventListener('domino-puzzle-end', end);
  }
}

/** The preview's styles, adopted into the studio's shadow root when the part first draws. */
export const previewStyles: CSSResult = css`
  .pv { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
  .pv-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .pv-bar button, .pv-bar a { min-height: 44px; min-width: 44px; }
  .pv-state { margin: 0; }
  .pv-state.ok::before { content: '✓ '; }
  .pv-state.bad::before { content: '✗ '; }
  .pv-sizes { display: flex; gap: 16px; align-items: flex-start; }
  .pv-sizes figure { margin: 0; }
  .pv-sizes figcaption { font-size: 14px; color: #4a5568; margin-bottom: 4px; }
  .pv-phone { flex: none; }
  .pv-desk { flex: 1 1 0; min-width: 0; }
  .pv-box { border: 1px solid #c9d1dc; border-radius: 8px; overflow: auto; background: #fff; }
  .pv-phone .pv-box { width: ${PHONE.width}px; height: ${PHONE.height}px; }
  .pv-scale { overflow: hidden; }
  .pv-desk .pv-box { width: ${DESKTOP.width}px; height: ${DESKTOP.height}px; transform-origin: 0 0; }
  .pv-box domino-table { display: block; width: 100%; }
  .pv-problems { color: #9b1c1c; }
  @media (max-width: 760px) {
    .pv-sizes { flex-direction: column; align-items: stretch; }
    .pv-phone { width: min(${PHONE.width}px, 100%); }
    .pv-phone .pv-box { width: auto; }
    .pv-desk { display: none; } /* a computer's view scaled to a phone's width shows nothing one can read */
  }
`;

/** A ref that adopts `sheet` into the shadow root `el` is drawn in (once). */
export function adopt(sheet: CSSResult) {
  const put = (el: Element): boolean => {
    const root = el.getRootNode();
    const s = sheet.styleSheet;
    if (!(root instanceof ShadowRoot) || !s) return false;
    if (!root.adoptedStyleSheets.includes(s)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, s];
    return true;
  };
  // on the first draw the part is not in the shadow root yet: it is a moment later (before it is painted)
  return ref((el?: Element) => void (el && !put(el) && queueMicrotask(() => put(el))));
}

/** Scales the desktop box to its column's width (never up), keeping its place in the layout. */
const fit = ref((el?: Element) => {
  const at = el as (HTMLElement & { _fit?: ResizeObserver }) | undefined;
  if (!at || at._fit) return;
  let last = -1;
  const apply = () => {
    const box = at.querySelector<HTMLElement>(':scope > .pv-box');
    if (!box) return;
    const s = Math.min(1, at.clientWidth / box.offsetWidth); // its border too
    if (!(s > 0) || s === last) return;
    last = s;
    box.style.transform = s < 1 ? `scale(${s})` : '';
    at.style.height = `${Math.ceil(box.offsetHeight * s)}px`;
  };
  // after the frame's layout (a change made in the observer's own callback would be a ResizeObserver loop)
  (at._fit = new ResizeObserver(() => setTimeout(apply))).observe(at);
  setTimeout(apply);
});

/** A `<domino-table>` showing the value (its JSON in the kind's attribute), `cls` naming which one. */
export function contentTable(kind: StudioKind, json: string, lang: string, cls: string, speed?: number): TemplateResult {
  // The attribute is set by property binding of its name: lit sets it as text (never parsed as markup).
  return kind === 'lesson'
    ? html`<domino-table class=${cls} lang=${lang} speed=${speed ?? nothing} lesson=${json}></domino-table>`
    : kind === 'puzzle'
      ? html`<domino-table class=${cls} lang=${lang} speed=${speed ?? nothing} puzzle=${json}></domino-table>`
      : html`<domino-table class=${cls} lang=${lang} speed=${speed ?? nothing} course=${json}></domino-table>`;
}

/** Starts the run on the desktop table (a fresh one: the run's key changes). */
async function start(e: Event, view: StudioView, send: StudioSend): Promise<void> {
  const ui = (view.ui.preview ?? {}) as PreviewUI;
  const hash = contentHash(view.kind, view.value);
  const runs = (ui.runs ?? 0) + 1;
  send({ type: 'ui', part: 'preview', patch: { run: 'running', runs, why: undefined, solved: undefined } });
  const root = (e.target as Element).getRootNode() as ShadowRoot | Document;
  // the fresh table is drawn by the studio's next update
  let t: TableEl | null = null;
  for (let k = 0; k < 50 && !t; k++) {
    await sleep(20);
    // the desktop table, or on a narrow screen (where only the phone's shows) the phone's
    const found = [...root.querySelectorAll<TableEl>(`[data-run="${runs}"] domino-table`)].reverse().find((x) => x.offsetWidth > 0);
    if (found && typeof found.hint === 'function') t = found;
  }
  if (!t) return send({ type: 'ui', part: 'preview', patch: { run: 'failed', why: 'studio.preview.noTable' } });
  const ok = await runByHints(t);
  if (!t.isConnected) return; // the tab was left or another run started: that one reports
  send({ type: 'ui', part: 'preview', patch: ok ? { run: undefined, solved: hash } : { run: 'failed', why: 'studio.preview.stuck' } });
}

/** The preview tab. */
export function preview(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  const t = words.t;
  const ui = (view.ui.preview ?? {}) as PreviewUI;
  const json = JSON.stringify(view.value);
  const solved = solvedNow(view);
  const running = ui.run === 'running';
  const named = customElements.get('domino-table') !== undefined;
  const head = html`<p class="pv-intro">${t('studio.preview.intro')}</p>`;
  if (view.problems.length)
    return html`<div class="pv" ${adopt(previewStyles)}>
      ${head}
      <p class="pv-problems" role="alert">${t('studio.preview.fixFirst')}</p>
      <ul class="pv-problems">${view.problems.map((p) => html`<li>${p.path ? html`<code>${p.path}</code>: ` : nothing}${p.message}</li>`)}</ul>
    </div>`;
  let state: TemplateResult;
  if (running) state = html`<p class="pv-state" role="status">${t('studio.preview.running')}</p>`;
  else if (solved) state = html`<p class="pv-state ok" role="status">${t('studio.preview.solved')}</p>`;
  else if (ui.run === 'failed') state = html`<p class="pv-state bad" role="alert">${t(ui.why ?? 'studio.preview.stuck')}</p>`;
  else state = html`<p class="pv-state" role="status">${t('studio.preview.notYet')}</p>`;
  const runs = ui.runs ?? 0;
  return html`<div class="pv" ${adopt(previewStyles)}>
    ${head}
    <div class="pv-bar">
      <button class="pv-go" ?disabled=${running || !named} @click=${(e: Event) => void start(e, view, send)}>${t('studio.preview.run')}</button>
      ${solved ? html`<button class="pv-publish" @click=${() => send({ type: 'tab', tab: 'publish' })}>${t('studio.preview.toPublish')}</button>` : nothing}
      ${state}
    </div>
    ${named ? nothing : html`<p class="pv-problems" role="alert">${t('studio.preview.noElement')}</p>`}
    <div class="pv-sizes">
      <figure class="pv-phone">
        <figcaption>${t('studio.preview.phone', { w: PHONE.width, h: PHONE.height })}</figcaption>
        <div class="pv-box">${keyed(runs, html`<div data-run=${runs}>${contentTable(view.kind, json, view.lang, 'pv-phone-table pv-run', running ? RUN_SPEED : undefined)}</div>`)}</div>
      </figure>
      <figure class="pv-desk">
        <figcaption>${t('studio.preview.desktop', { w: DESKTOP.width, h: DESKTOP.height })}</figcaption>
        <div class="pv-scale" ${fit}>
          <div class="pv-box">${keyed(runs, html`<div data-run=${runs}>${contentTable(view.kind, json, view.lang, `pv-desk-table pv-run`, running ? RUN_SPEED : undefined)}</div>`)}</div>
        </div>
      </figure>
    </div>
  </div>`;
}
