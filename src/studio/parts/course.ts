/**
 * The studio's `course` part (see ../state.ts): a template taking (view, words, send). A course is a title (and a
 * summary), one text per language, and its items in order: built-in lessons and puzzles chosen from a list, or
 * lessons and puzzles pasted as a `dl1.` link or JSON (read now: a link that is damaged, a course pasted into a
 * course, text that is neither is refused with the reason, and the pasted text stays). Items move up and down and go
 * with buttons (each named after its item: a keyboard and a screen reader reach them; focus follows the item moved).
 * Its passing state (`view.ui.course`): the built-in id chosen, the text pasted, the refusal shown, the puzzle ids.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { CourseItemJSON, CourseJSON, TextJSON } from '../types.js';
import { FORMATS } from '../types.js';
import { LESSONS } from '../../teach/catalog.js';
import { puzzleList } from '../../teach/puzzle-list.js';
import { decodeContent, isContentLink } from '../../teach/link.js';

/** The part's passing state. */
interface CourseUi {
  pick?: string; // "lesson:p-start" or "puzzle:pt-001"
  paste?: string;
  refused?: string;
  puzzles?: { id: string; variant: string }[];
  loading?: boolean;
}

const LANGS = ['en', 'pt-BR', 'pl'];

/** The text of `x` in `lang` (for editing: only that language's string). */
const textIn = (x: TextJSON | undefined, lang: string): string => (typeof x === 'string' ? (lang === 'en' ? x : '') : x?.[lang] ?? '');

/** `x` with its `lang` text set to `s` (empty: that language's text removed). */
function withText(x: TextJSON | undefined, lang: string, s: string): TextJSON | undefined {
  const o: Record<string, string> = typeof x === 'string' ? { en: x } : { ...x };
  if (s) o[lang] = s;
  else delete o[lang];
  const keys = Object.keys(o);
  if (!keys.length) return undefined;
  return keys.length === 1 && keys[0] === 'en' ? o.en! : o;
}

/** An item's name in the list: its kind, and its id or title. */
function itemName(it: CourseItemJSON, words: StudioWords, lang: string): { kind: 'lesson' | 'puzzle'; name: string } {
  const kind = 'lesson' in it ? 'lesson' : 'puzzle';
  const v = 'lesson' in it ? it.lesson : it.puzzle;
  if (typeof v === 'string') {
    const info = kind === 'lesson' ? LESSONS.find((l) => l.id === v) : null;
    return { kind, name: info ? `${v} · ${info.title}` : v };
  }
  const title = textIn(v.title, lang) || textIn(v.title, 'en') || (typeof v.title === 'object' ? Object.values(v.title)[0] : '') || v.id || words.t('studio.course.untitled');
  return { kind, name: title };
}

/** The course value shown (a fresh one when the value is not a course yet). */
function courseOf(view: StudioView): CourseJSON {
  const v = view.value as Partial<CourseJSON>;
  const c: CourseJSON = { format: FORMATS.course, ...(v.id ? { id: v.id } : {}), title: v.title ?? '', items: Array.isArray(v.items) ? v.items : [] };
  if (v.summary !== undefined && Array.isArray(v.items)) c.summary = v.summary;
  return c;
}

/** Reads pasted text: a `dl1.` link or JSON of a lesson or a puzzle (or a built-in id); throws a reason to show. */
export async function pasted(text: string, words: StudioWords): Promise<CourseItemJSON> {
  const t = text.trim();
  if (!t) throw new Error(words.t('studio.course.paste.empty'));
  let value: Record<string, unknown>;
  let kind: string;
  if (isContentLink(t)) {
    const d = await decodeContent(t).catch((e: Error) => {
      throw new Error(words.t('studio.course.paste.badLink', { why: e.message }));
    });
    kind = d.kind;
    value = d.value;
  } else if (t.startsWith('{')) {
    try {
      value = JSON.parse(t) as Record<string, unknown>;
    } catch (e) {
      throw new Error(words.t('studio.course.paste.badJson', { why: (e as Error).message }));
    }
    const f = String(value.format ?? '');
    kind = f === FORMATS.course || Array.isArray(value.items) ? 'course' : f === FORMATS.puzzle || 'theme' in value || 'answer' in value || 'choices' in value ? 'puzzle' : 'lesson';
  } else {
    const lesson = LESSONS.find((l) => l.id === t);
    if (lesson) return { lesson: t };
    const puzzles = await puzzleList();
    if (puzzles.some((p) => p.id === t)) return { puzzle: t };
    throw new Error(words.t('studio.course.paste.unknown', { id: t }));
  }
  if (kind === 'course') throw new Error(words.t('studio.course.paste.course'));
  return kind === 'puzzle' ? { puzzle: value as never } : { lesson: value as never };
}

/** Moves focus to `selector` inside the part's root once it has been drawn again (after a move, a removal). */
function focusLater(from: Event, selector: string): void {
  const root = (from.currentTarget as HTMLElement | null)?.getRootNode() as ParentNode | null;
  if (!root) return;
  setTimeout(() => root.querySelector<HTMLElement>(selector)?.focus(), 0);
}

/** The course tab. */
export function course(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  const t = (k: string, p?: Record<string, string | number>) => words.t(`studio.course.${k}`, p);
  const ui = (view.ui.course ?? {}) as CourseUi;
  const c = courseOf(view);
  const lang = view.textLang;
  const patch = (p: CourseUi) => send({ type: 'ui', part: 'course', patch: p as Record<string, unknown> });
  const edit = (next: Partial<CourseJSON>) => send({ type: 'edit', value: { ...c, ...next } as CourseJSON, kind: 'course' });
  if (!ui.puzzles && !ui.loading) {
    patch({ loading: true });
    void puzzleList().then((l) => patch({ puzzles: l.map((p) => ({ id: p.id, variant: p.variant })), loading: false }));
  }
  const pick = ui.pick ?? `lesson:${LESSONS[0]!.id}`;
  const add = (item: CourseItemJSON) => edit({ items: [...c.items, item] });
  const move = (e: Event, i: number, by: number) => {
    const j = i + by;
    if (j < 0 || j >= c.items.length) return;
    const items = [...c.items];
    [items[i], items[j]] = [items[j]!, items[i]!];
    edit({ items });
    focusLater(e, `[data-item="${j}"] .${by < 0 ? 'c-up' : 'c-down'}:not([aria-disabled="true"])`);
  };
  const remove = (e: Event, i: number) => {
    edit({ items: c.items.filter((_, k) => k !== i) });
    focusLater(e, `[data-item="${Math.min(i, c.items.length - 2)}"] .c-remove, .c-pick select`);
  };
  const byVariant = <T extends { id: string; variant: string }>(list: readonly T[]) => [...new Set(list.map((x) => x.variant))].map((v) => [v, list.filter((x) => x.variant === v)] as const);
  const paste = async () => {
    try {
      add(await pasted(ui.paste ?? '', words));
      patch({ paste: '', refused: '' });
    } catch (e) {
      patch({ refused: (e as Error).message }); // the text pasted stays
    }
  };
  return html`<div class="course-part">
    <p class="c-lang">
      <label>${t('textLang')}
        <select @change=${(e: Event) => send({ type: 'text-lang', lang: (e.target as HTMLSelectElement).value })}>
          ${LANGS.map((l) => html`<option value=${l} ?selected=${l === lang}>${t(`lang.${l}`)}</option>`)}
        </select></label>
    </p>
    <p><label>${t('title')} <input class="c-title" type="text" .value=${textIn(c.title, lang)} @input=${(e: Event) => edit({ title: withText(c.title, lang, (e.target as HTMLInputElement).value) ?? '' })} /></label></p>
    <p><label>${t('summary')} <textarea class="c-summary" rows="2" .value=${textIn(c.summary, lang)} @input=${(e: Event) => {
      const s = withText(c.summary, lang, (e.target as HTMLTextAreaElement).value);
      const { summary: _drop, ...rest } = c;
      send({ type: 'edit', value: (s === undefined ? rest : { ...c, summary: s }) as CourseJSON, kind: 'course' });
    }}></textarea></label></p>

    <h3 id="c-items-h">${t('items', { n: c.items.length })}</h3>
    ${c.items.length
      ? html`<ol class="c-items" aria-labelledby="c-items-h">
          ${c.items.map((it, i) => {
            const { kind, name } = itemName(it, words, lang);
            const first = i === 0;
            const last = i === c.items.length - 1;
            return html`<li data-item=${i}>
              <span class="c-kind">${t(`kind.${kind}`)}</span> <span class="c-name">${name}</span>
              <span class="c-moves">
                <button type="button" class="c-up" aria-label=${t('up', { name })} title=${t('up', { name })} aria-disabled=${first ? 'true' : 'false'} @click=${(e: Event) => !first && move(e, i, -1)}>↑</button>
                <button type="button" class="c-down" aria-label=${t('down', { name })} title=${t('down', { name })} aria-disabled=${last ? 'true' : 'false'} @click=${(e: Event) => !last && move(e, i, 1)}>↓</button>
                <button type="button" class="c-remove" aria-label=${t('remove', { name })} title=${t('remove', { name })} @click=${(e: Event) => remove(e, i)}>✕</button>
              </span>
            </li>`;
          })}
        </ol>`
      : html`<p class="c-empty">${t('empty')}</p>`}

    <div class="c-pick">
      <label>${t('builtIn')}
        <select @change=${(e: Event) => patch({ pick: (e.target as HTMLSelectElement).value })}>
          ${byVariant(LESSONS).map(([v, list]) => html`<optgroup label=${t('lessonsOf', { game: t(`game.${v}`) })}>${list.map((l) => html`<option value=${`lesson:${l.id}`} ?selected=${pick === `lesson:${l.id}`}>${l.id} · ${l.title}</option>`)}</optgroup>`)}
          ${byVariant(ui.puzzles ?? []).map(([v, list]) => html`<optgroup label=${t('puzzlesOf', { game: t(`game.${v}`) })}>${list.map((p) => html`<option value=${`puzzle:${p.id}`} ?selected=${pick === `puzzle:${p.id}`}>${p.id}</option>`)}</optgroup>`)}
        </select></label>
      <button type="button" class="c-add" @click=${() => {
        const [kind, id] = pick.split(':') as ['lesson' | 'puzzle', string];
        add(kind === 'lesson' ? { lesson: id } : { puzzle: id });
      }}>${t('add')}</button>
    </div>

    <div class="c-paste">
      <label for="c-paste">${t('paste')}</label>
      <textarea id="c-paste" rows="3" .value=${ui.paste ?? ''} aria-describedby=${ui.refused ? 'c-refused' : nothing} @input=${(e: Event) => patch({ paste: (e.target as HTMLTextAreaElement).value, refused: '' })}></textarea>
      <button type="button" class="c-add-pasted" @click=${() => void paste()}>${t('addPasted')}</button>
      ${ui.refused ? html`<p id="c-refused" class="c-refused" role="alert">${ui.refused}</p>` : nothing}
    </div>
  </div>`;
}

/** The course part's styles (the studio adopts them beside its own). */
export const courseStyles = css`
  .course-part { display: grid; gap: 10px; max-width: 46rem }
  .course-part p { margin: 0 }
  .course-part label { display: grid; gap: 4px; font-weight: 600 }
  .course-part .c-lang label { display: inline-flex; align-items: center; gap: 8px }
  .course-part :is(input, textarea, select) { font: inherit; font-weight: 400; min-height: 44px; box-sizing: border-box; padding: 6px 8px; border: 1px solid #8a94a6; border-radius: 8px; background: #fff; color: inherit; max-width: 100% }
  .course-part textarea { width: 100% }
  .course-part h3 { margin: 6px 0 0; font-size: 1rem }
  .course-part button { font: inherit; min-height: 44px; min-width: 44px; padding: 6px 12px; border: 1px solid #8a94a6; border-radius: 8px; background: #f4f6fa; color: inherit; cursor: pointer }
  .course-part button:hover { background: #e6ebf3 }
  .course-part :is(button, input, textarea, select):focus-visible { outline: 3px solid #2a6fdb; outline-offset: 1px }
  .course-part button[aria-disabled='true'] { opacity: .4; cursor: default }
  .c-items { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; counter-reset: item }
  .c-items li { counter-increment: item; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; padding: 4px 4px 4px 8px; border: 1px solid #d5dae3; border-radius: 10px; background: #fbfcfe }
  .c-items li::before { content: counter(item) '.'; font-variant-numeric: tabular-nums; min-width: 1.6em; font-weight: 700 }
  .c-kind { padding: 0 8px; border-radius: 6px; background: #e3e8f1; font-size: .85rem; font-weight: 600 }
  .c-name { flex: 1 1 10rem; min-width: 0; overflow-wrap: anywhere }
  .c-moves { display: inline-flex; gap: 4px; margin-inline-start: auto }
  .c-empty { opacity: .8 }
  .c-pick { display: flex; flex-wrap: wrap; align-items: end; gap: 8px }
  .c-pick select { max-width: min(100%, 28rem) }
  .c-paste { display: grid; gap: 6px; justify-items: start }
  .c-paste label { font-weight: 600 }
  .c-refused { padding: 6px 10px; border-radius: 8px; background: #fbe3df; color: #6b1208 }
`;
