/**
 * The studio's `steps` part (see ../state.ts): a lesson's steps. For each step a goal with its parameters, the
 * learner's moves there judged live by the teaching code (../steps-model.ts), the goal and "done" texts per language,
 * the other seats' replies recorded by playing them, and the rules it shows; the lesson's title, intro and summary.
 * Everything typed is bound as text (Lit's text and property bindings), never as HTML.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { legalActions as legal, rulesOf } from '../../engine/game.js';
import { loadVariant } from '../../engine/load.js';
import type { Action } from '../../engine/game.js';
import { moveText } from '../../teach/lesson-json.js';
import { cachedCatalogue, catalogue, TEACH_LANGS } from '../../teach/messages.js';
import { kit } from '../../teach/kit.js';
import { goalText } from '../../teach/goals.js';
import { rulesCard } from '../../teach/rules-card.js';
import { RULE_IDS } from '../../teach/rule-ids.js';
import type { Goal } from '../../teach/types.js';
import { format } from '../../words/format.js';
import type { Catalogue, Ctx, Msg } from '../../words/format.js';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { LessonJSON } from '../types.js';
import {
  addRule, addStep, analyse, defaultGoal, goalKinds, moveStep, placesOf, placeWords, removeRule, removeStep, setGoal, setLessonText, setStepText, setThen, textIn, thenOf,
} from '../steps-model.js';
import type { Analysis, StepInfo } from '../steps-model.js';

/** The part's styles (the element adopts them: no inline style, so a strict style-src policy holds). */
export const stepsStyles = css`
  .steps { display: grid; gap: 0 16px; grid-template-columns: minmax(260px, 1fr) minmax(300px, 2fr); grid-template-areas: 'langs langs' 'list editor' 'lesson editor' '. editor'; align-items: start; padding: 8px 0; }
  .steps-box { container-type: inline-size; }
  @container (max-width: 700px) { .steps { grid-template-columns: minmax(0, 1fr); grid-template-areas: 'langs' 'list' 'editor' 'lesson'; } }
  .steps > .langs { grid-area: langs; margin-bottom: 8px; }
  .steps > .list-box { grid-area: list; }
  .steps > .editor { grid-area: editor; }
  .steps > .lesson { grid-area: lesson; }
  .steps label.check { display: flex; align-items: center; gap: 8px; min-height: 44px; margin: 0; }
  .steps label.check input { width: 22px; height: 22px; }
  .steps fieldset { border: 1px solid #c9d1dc; border-radius: 8px; margin: 0 0 12px; padding: 8px 12px; min-width: 0; }
  .steps legend { font-weight: 700; }
  .steps label { display: block; margin: 6px 0 2px; }
  .steps input[type='text'], .steps textarea, .steps select, .steps input[type='number'] { box-sizing: border-box; width: 100%; min-height: 44px; font: inherit; padding: 6px 8px; border: 1px solid #8a96a8; border-radius: 6px; }
  .steps textarea { min-height: 64px; resize: vertical; }
  .steps button { min-height: 44px; min-width: 44px; font: inherit; border: 1px solid #8a96a8; border-radius: 6px; background: #f4f6f9; color: inherit; padding: 4px 10px; cursor: pointer; max-width: 100%; overflow-wrap: anywhere; }
  .steps button:focus-visible, .steps input:focus-visible, .steps select:focus-visible, .steps textarea:focus-visible { outline: 3px solid #2a62c9; outline-offset: 1px; }
  .steps button[aria-pressed='true'], .steps button[aria-current='step'] { background: #dce8fb; border-color: #2a62c9; font-weight: 700; }
  .steps button:disabled { opacity: 0.45; cursor: default; }
  .langs, .row { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  .list li { display: flex; gap: 4px; align-items: stretch; }
  .list li > button:first-child { flex: 1; text-align: start; }
  .tiles { display: flex; flex-wrap: wrap; gap: 4px; }
  .moves { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 4px; }
  .moves li { display: grid; grid-template-columns: 1.6em 1fr; gap: 4px; padding: 4px 6px; border-radius: 6px; border-inline-start: 4px solid; }
  .moves .done, .moves .progress { border-color: #1d7a3a; background: #eaf6ee; }
  .moves .wrong { border-color: #b23a2b; background: #fbeeec; }
  .moves .why { grid-column: 2; font-size: 0.92em; color: #3b4656; }
  .issue { padding: 8px 10px; border-radius: 6px; margin: 6px 0; }
  .issue.error { background: #fbeeec; border: 2px solid #b23a2b; }
  .issue.warning { background: #fff6de; border: 2px dashed #9a6a00; }
  .ok { background: #eaf6ee; border: 1px solid #1d7a3a; }
  .rules { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 4px 0; }
  .muted { color: #4d5868; font-size: 0.92em; }
  .badge { display: inline-block; font-size: 0.8em; font-weight: 700; padding: 0 6px; border-radius: 10px; }
  .badge.error { background: #b23a2b; color: #fff; }
  .badge.warning { background: #ffe08a; color: #3d2b00; border: 1px dashed #9a6a00; }
  .steps .add-row { margin-top: 8px; }
`;

/** The languages texts are written in. */
const LANGS: readonly string[] = TEACH_LANGS;

const loading = new Set<string>();

/** Whether the engine has the rules of `variant` (they load on first use: src/engine/load.ts). */
function rulesLoaded(variant: LessonJSON['variant']): boolean {
  try {
    rulesOf(variant);
    return true;
  } catch {
    return false;
  }
}

/** The teaching words of `lang` for the lesson's game, once loaded (a load is started and the part redrawn when it ends). */
function teachCat(lang: string, variant: LessonJSON['variant'], send: StudioSend): Catalogue | undefined {
  const cat = cachedCatalogue(lang, variant, 'more', 'card');
  if (cat && rulesLoaded(variant)) return cat;
  const key = `${lang}/${variant}`;
  if (!loading.has(key)) {
    loading.add(key);
    void Promise.all([catalogue(lang, variant, 'more', 'card'), loadVariant(variant)]).then(
      () => send({ type: 'ui', part: 'steps', patch: { ready: key } }),
      () => loading.delete(key),
    );
  }
  return undefined;
}

// The analysis of a value, kept while only texts change (texts do not move a position).
let memo: { key: string; a: Analysis } | null = null;
function analysed(v: LessonJSON): Analysis {
  const key = JSON.stringify([v.variant, v.players, v.options, v.learner, v.position, v.steps.map((s) => [s.goal, s.then])]);
  if (memo?.key !== key) memo = { key, a: analyse(v) };
  return memo.a;
}

const numberOf = (e: Event): number => Number((e.target as HTMLInputElement).value);
const stringOf = (e: Event): string => (e.target as HTMLInputElement).value;

/** The steps tab. */
export function steps(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  const lesson = view.value as LessonJSON;
  const t = words.t;
  if (!lesson || !Array.isArray(lesson.steps)) return html`<p>${t('studio.steps.loading')}</p>`;
  const cat = teachCat(view.lang, lesson.variant, send);
  teachCat(view.textLang, lesson.variant, send); // the default goal sentence in the language being written
  if (!cat) return html`<p role="status">${t('studio.steps.loading')}</p>`;
  const edit = (value: LessonJSON): void => send({ type: 'edit', value });
  const ui = view.ui.steps ?? {};
  const a = analysed(lesson);
  const sel = Math.min(Math.max(0, Number(ui.sel ?? 0)), lesson.steps.length - 1);
  const select = (i: number): void => send({ type: 'ui', part: 'steps', patch: { sel: i } });
  const names = a.lesson?.names ?? lesson.names ?? [];
  const learner = a.lesson?.learner ?? lesson.learner ?? 0;
  const ctx: Ctx = { lang: view.lang, names, you: learner, word: kit(lesson.variant).word };
  const say = (msg: Msg): string => format(cat, ctx, msg);
  const cap = (x: string): string => x.charAt(0).toUpperCase() + x.slice(1);
  const moveSay = (x: Action): string => cap(moveWords(x));
  const moveWords = (x: Action): string =>
    x.type === 'play'
      ? say({ key: x.at ? 'studio.steps.move.play' : 'studio.steps.move.lead', params: { tile: x.tile, place: x.at ?? '' } })
      : say({ key: x.type === 'draw' && x.from === 'back' ? 'studio.steps.move.draw-back' : `studio.steps.move.${x.type}`, params: {} });
  const seatName = (s: number): string => (s === learner ? cat['you'] ?? 'you' : names[s] ?? `#${s + 1}`);

  const langs = html`<div class="langs" role="group" aria-label=${t('studio.steps.writing')}>
    <span>${t('studio.steps.writing')}</span>
    ${LANGS.map((l) => html`<button type="button" lang=${l} aria-pressed=${l === view.textLang} @click=${() => send({ type: 'text-lang', lang: l })}>${t(`studio.steps.lang.${l}`)}</button>`)}
  </div>`;
  const tl = view.textLang;
  const lessonTexts = html`<fieldset class="lesson">
    <legend>${t('studio.steps.lesson')}</legend>
    <label for="st-title">${t('studio.steps.title')}</label>
    <input id="st-title" type="text" lang=${tl} .value=${live(textIn(lesson.title, tl))} @input=${(e: Event) => edit(setLessonText(lesson, 'title', tl, stringOf(e)))} />
    <label for="st-intro">${t('studio.steps.intro')}</label>
    <textarea id="st-intro" lang=${tl} .value=${live(textIn(lesson.intro, tl))} @input=${(e: Event) => edit(setLessonText(lesson, 'intro', tl, stringOf(e)))}></textarea>
    <label for="st-summary">${t('studio.steps.summary')}</label>
    <textarea id="st-summary" lang=${tl} .value=${live(textIn(lesson.summary, tl))} @input=${(e: Event) => edit(setLessonText(lesson, 'summary', tl, stringOf(e)))}></textarea>
  </fieldset>`;

  const n = lesson.steps.length;
  const goalName = (g: Goal, i: number): string => {
    const at = a.steps[i]?.game;
    return at ? say(goalText(at, g, learner)).split(/(?<=[:;])\s/)[0]!.replace(/[:;.]$/, '') : t(`studio.steps.goal.${g.do}`); // its first clause
  };
  const hasError = (i: number): boolean => a.steps[i]?.issues.some((x) => x.severity === 'error') ?? false;
  const hasWarning = (i: number): boolean => a.steps[i]?.issues.some((x) => x.severity === 'warning') ?? false;
  const list = html`<fieldset class="list-box">
    <legend>${t('studio.steps.list')}</legend>
    <ol class="list" part="steps-list">
      ${lesson.steps.map(
        (s, i) => html`<li>
          <button type="button" class="pick" aria-current=${i === sel ? 'step' : 'false'} @click=${() => select(i)}>
            ${t('studio.steps.step', { n: i + 1 })}: ${goalName(s.goal, i)}${hasError(i) ? html` <span class="badge error">${t('studio.steps.badge.error')}</span>` : hasWarning(i) ? html` <span class="badge warning">${t('studio.steps.badge.warning')}</span>` : nothing}
          </button>
          <button type="button" aria-label=${t('studio.steps.up', { n: i + 1 })} title=${t('studio.steps.up', { n: i + 1 })} ?disabled=${i === 0} @click=${() => (edit(moveStep(lesson, i, i - 1)), select(i - 1))}>↑</button>
          <button type="button" aria-label=${t('studio.steps.down', { n: i + 1 })} title=${t('studio.steps.down', { n: i + 1 })} ?disabled=${i === n - 1} @click=${() => (edit(moveStep(lesson, i, i + 1)), select(i + 1))}>↓</button>
          <button type="button" aria-label=${t('studio.steps.remove', { n: i + 1 })} title=${t('studio.steps.remove', { n: i + 1 })} ?disabled=${n < 2} @click=${() => (edit(removeStep(lesson, i)), select(Math.max(0, Math.min(sel, n - 2))))}>✕</button>
        </li>`,
      )}
    </ol>
    <div class="row add-row"><button type="button" class="add" @click=${() => (edit(addStep(lesson, sel)), select(sel + 1))}>+ ${t('studio.steps.add')}</button></div>
    <p class="issue ${a.valid ? 'ok' : 'error'}" role="status">${a.valid ? t('studio.steps.valid') : t('studio.steps.invalid')}</p>
  </fieldset>`;

  if (a.position) {
    return html`<div class="steps-box"><div class="steps">${langs}${list}<div class="editor"><p class="issue error" role="alert">${t('studio.steps.no-position', { why: a.position })}</p></div>${lessonTexts}</div></div>`;
  }
  return html`<div class="steps-box"><div class="steps">
    ${langs}${list}${lessonTexts}
    <div class="editor">${a.refused ? html`<p class="issue error" role="alert">${t('studio.steps.refused', { why: a.refused })}</p>` : nothing}${stepEditor(lesson, sel, a.steps[sel], { t, say, moveSay, seatName, edit, cat, view, send })}</div>
  </div></div>`;
}

interface Tools {
  t: StudioWords['t'];
  say: (m: Msg) => string;
  moveSay: (a: Action) => string;
  seatName: (s: number) => string;
  edit: (v: LessonJSON) => void;
  cat: Catalogue;
  view: StudioView;
  send: StudioSend;
}

function stepEditor(lesson: LessonJSON, i: number, info: StepInfo | undefined, x: Tools): TemplateResult {
  const { t, say, moveSay, seatName, edit, view } = x;
  const step = lesson.steps[i]!;
  const goal = step.goal as Goal & { tile?: string | string[]; at?: string | string[]; block?: false; min?: number; from?: 'front' | 'back' };
  const g = info?.game ?? null;
  const learner = lesson.learner ?? 0;
  const kinds = goalKinds(lesson.variant);
  const setG = (ng: Goal): void => edit(setGoal(lesson, i, ng));
  const tiles = [goal.tile ?? []].flat();
  const at = [goal.at ?? []].flat()[0] ?? '';
  const id = (k: string): string => `st-${k}`;

  // The goal's parameters.
  const params: TemplateResult[] = [];
  if (goal.do === 'play' && g) {
    const hand = g.hands[learner] ?? [];
    params.push(html`<div role="group" aria-labelledby=${id('tiles-l')}>
      <span id=${id('tiles-l')} class="muted">${t('studio.steps.tiles')}</span>
      <div class="tiles">
        ${hand.map((tile) => {
          const on = tiles.includes(tile);
          return html`<button type="button" class="tile" aria-pressed=${on} aria-label=${say({ key: 'studio.steps.tile', params: { tile } })} @click=${() => setG({ ...goal, tile: on ? tiles.filter((k) => k !== tile) : [...tiles, tile] } as Goal)}>${tile}</button>`;
        })}
      </div>
    </div>`);
    const places = [...placesOf(g), ...placeWords(g, learner)];
    params.push(html`<label for=${id('at')}>${t('studio.steps.at')}</label>
      <select id=${id('at')} @change=${(e: Event) => setG({ ...goal, at: stringOf(e) || undefined } as Goal)}>
        <option value="" ?selected=${!at}>${t('studio.steps.at.any')}</option>
        ${places.map((p) => html`<option value=${p} ?selected=${p === at}>${['own', 'marked', 'spinner'].includes(p) ? t(`studio.steps.at.${p}`) : say({ key: 'studio.steps.at.place', params: { place: p } })}</option>`)}
      </select>`);
    params.push(html`<label class="check"><input type="checkbox" .checked=${live(goal.block === false)} @change=${(e: Event) => setG({ ...goal, block: (e.target as HTMLInputElement).checked ? false : undefined } as Goal)} /> ${t('studio.steps.no-block')}</label>`);
  }
  if (goal.do === 'score' || goal.do === 'chain') {
    const min = goal.min ?? (goal.do === 'score' ? 5 : 2);
    params.push(html`<label for=${id('min')}>${t(`studio.steps.min.${goal.do}`)}</label>
      <input id=${id('min')} type="number" min=${goal.do === 'score' ? 5 : 1} max=${goal.do === 'score' ? 60 : 12} step=${goal.do === 'score' ? 5 : 1} .value=${live(String(min))} @change=${(e: Event) => {
        const v = Math.round(numberOf(e));
        if (Number.isFinite(v) && v >= 1) setG({ ...goal, min: v } as Goal);
      }} />`);
  }
  if ((goal.do === 'draw' || goal.do === 'draw-until-playable') && (g ? legal(g).some((a) => a.type === 'draw' && a.from === 'back') : goal.from)) {
    params.push(html`<label for=${id('from')}>${t('studio.steps.from')}</label>
      <select id=${id('from')} @change=${(e: Event) => setG({ ...goal, from: stringOf(e) || undefined } as Goal)}>
        ${['', 'front', 'back'].map((f) => html`<option value=${f} ?selected=${(goal.from ?? '') === f}>${t(`studio.steps.from.${f || 'any'}`)}</option>`)}
      </select>`);
  }

  const issues = info?.issues ?? [];
  const accepted = info?.moves.filter((m) => m.verdict !== 'wrong').length ?? 0;
  const moves = info && g
    ? html`<section aria-labelledby=${id('moves-h')}>
        <h3 id=${id('moves-h')}>${t('studio.steps.moves')}</h3>
        <p role="status" class="meets">${t('studio.steps.meets', { n: accepted, total: info.moves.length })}</p>
        <ul class="moves" part="steps-moves">
          ${info.moves.map(
            (m) => html`<li class=${m.verdict} data-move=${m.move}>
              <span aria-hidden="true">${m.verdict === 'wrong' ? '✗' : m.verdict === 'done' ? '✓' : '→'}</span>
              <span><b>${moveSay(m.action)}</b> — ${t(m.verdict === 'wrong' ? 'studio.steps.wrong' : m.verdict === 'done' ? 'studio.steps.ok' : 'studio.steps.on-way')}</span>
              ${m.why ? html`<span class="why">${say(m.why)}</span>` : nothing}
            </li>`,
          )}
          ${info.misfits.map(
            (m) => html`<li class="wrong misfit" data-tile=${m.tile}>
              <span aria-hidden="true">✗</span>
              <span><b>${say({ key: 'studio.steps.tile', params: { tile: m.tile } })}</b> — ${t('studio.steps.misfit')}</span>
              <span class="why">${say(m.why)}</span>
            </li>`,
          )}
        </ul>
      </section>`
    : nothing;

  // Texts in the language being written; the table's own goal sentence as the placeholder.
  const tl = view.textLang;
  const tcat = cachedCatalogue(tl, lesson.variant, 'more', 'card');
  const placeholder = g && tcat ? format(tcat, { lang: tl, names: lesson.names ?? [], you: learner, word: kit(lesson.variant).word }, goalText(g, step.goal, learner)) : '';
  const texts = html`<label for=${id('text')}>${t('studio.steps.text')}</label>
    <input id=${id('text')} type="text" lang=${tl} placeholder=${placeholder} .value=${live(textIn(step.text, tl))} @input=${(e: Event) => edit(setStepText(lesson, i, 'text', tl, stringOf(e)))} />
    <label for=${id('done')}>${t('studio.steps.done')}</label>
    <textarea id=${id('done')} lang=${tl} .value=${live(textIn(step.done, tl))} @input=${(e: Event) => edit(setStepText(lesson, i, 'done', tl, stringOf(e)))}></textarea>`;

  // The other seats' replies.
  const then = thenOf(step);
  const replies = info && g
    ? html`<fieldset part="steps-replies">
        <legend>${t('studio.steps.replies')}</legend>
        <ol class="replies">
          ${info.replies.map((r) => html`<li>${t('studio.steps.reply', { name: seatName(r.seat), move: moveSay(r.action) })} ${r.recorded ? nothing : html`<span class="muted">${t('studio.steps.reply-table')}</span>`}</li>`)}
        </ol>
        ${info.next
          ? html`<p id=${id('pick-h')}>${t('studio.steps.reply-pick', { name: seatName(info.next.seat) })}</p>
              <div class="row" role="group" aria-labelledby=${id('pick-h')}>
                ${info.next.options.map((o) => html`<button type="button" class="reply" @click=${() => edit(setThen(lesson, i, [...then, moveText(o)]))}>${moveSay(o)}</button>`)}
              </div>
              <p class="muted">${t('studio.steps.reply-default', { move: lower(moveSay(info.next.table)) })}</p>`
          : html`<p class="muted">${t(i === lesson.steps.length - 1 ? 'studio.steps.reply-last' : 'studio.steps.reply-none')}</p>`}
        <div class="row">
          <button type="button" ?disabled=${!then.length} @click=${() => edit(setThen(lesson, i, then.slice(0, -1)))}>${t('studio.steps.reply-undo')}</button>
          <button type="button" ?disabled=${!then.length} @click=${() => edit(setThen(lesson, i, []))}>${t('studio.steps.reply-clear')}</button>
        </div>
      </fieldset>`
    : nothing;

  // The rules it shows.
  const short = ruleNames(x.cat, lesson);
  const rules = step.rules ?? [];
  const rulesPart = html`<fieldset>
    <legend>${t('studio.steps.rules')}</legend>
    <ul class="rules">
      ${rules.map((r) => html`<li><button type="button" aria-label=${t('studio.steps.rule-remove', { id: r })} title=${short.get(r) ?? r} @click=${() => edit(removeRule(lesson, i, r))}>${r} ✕</button></li>`)}
    </ul>
    <label for=${id('rule')}>${t('studio.steps.rule-add')}</label>
    <select id=${id('rule')} @change=${(e: Event) => {
      const v = stringOf(e);
      (e.target as HTMLSelectElement).value = '';
      if (v) edit(addRule(lesson, i, v));
    }}>
      <option value="">${t('studio.steps.rule-pick')}</option>
      ${[...short].filter(([r]) => !rules.includes(r)).map(([r, name]) => html`<option value=${r}>${r} — ${name}</option>`)}
    </select>
  </fieldset>`;

  return html`<fieldset class="step" part="step">
    <legend>${t('studio.steps.step', { n: i + 1 })}</legend>
    ${issues.map((s) => html`<p class="issue ${s.severity}" role=${s.severity === 'error' ? 'alert' : 'note'}><span class="badge ${s.severity}">${t(`studio.steps.badge.${s.severity}`)}</span> ${t(`studio.steps.issue.${s.code}`, s.params ?? {})}</p>`)}
    <label for=${id('goal')}>${t('studio.steps.goal')}</label>
    <select id=${id('goal')} @change=${(e: Event) => setG(defaultGoal(stringOf(e) as Goal['do']))}>
      ${kinds.map((k) => html`<option value=${k} ?selected=${k === goal.do}>${t(`studio.steps.goal.${k}`)}</option>`)}
    </select>
    ${params}
    ${moves}
    ${texts}
    ${replies}
    ${rulesPart}
  </fieldset>`;
}

/** Every rule id of the lesson's game with a short name: the start of the rules card's paragraph that states it. */
function ruleNames(cat: Catalogue, lesson: LessonJSON): Map<string, string> {
  const card = rulesCard(cat, lesson.variant, lesson.options ?? {}, lesson.players);
  const named = new Map<string, string>();
  for (const s of card.sections) for (const p of s.paragraphs) for (const r of p.rules) if (!named.has(r)) named.set(r, shorten(p.text));
  const letters = new Set([...named.keys()].map((r) => r.split('-')[0]));
  const out = new Map<string, string>();
  for (const r of RULE_IDS) if (letters.has(r.split('-')[0])) out.set(r, named.get(r) ?? '');
  return out;
}

const lower = (x: string): string => x.charAt(0).toLowerCase() + x.slice(1);

const shorten = (s: string): string => {
  const first = s.split(/(?<=[.:;])\s/)[0]!.replace(/[:;]$/, '');
  return first.length > 64 ? `${first.slice(0, 62).trimEnd()}…` : first;
};
