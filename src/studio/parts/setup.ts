/**
 * The studio's `setup` part (see ../state.ts): the position of a lesson or a puzzle, built by hand. Left, the
 * position: a `<domino-table>` replaying the draft (when the page has loaded the table) and each hand and the
 * boneyard as tiles (a tile clicked there goes back to the set). Right, the controls: the game, the players and the
 * house rules; where the next tile goes (a seat's hand, the boneyard in draw order — the set-aside tiles where the
 * game does not draw) and the set to take tiles from; a deal at random or by seed; the hands typed as text; then the
 * legal moves of the seat to move, as buttons, through the engine; or a record to start from. Every refusal is sent
 * (`refuse`) in the studio's words; what was typed stays in its field. The rules are the engine's (../draft.ts).
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { fullSet, VARIANTS } from '../../engine/index.js';
import type { Action, Options, Variant } from '../../engine/index.js';
import { encodeRecord, parseRecordAttribute } from '../../record/record.js';
import type { StudioSend, StudioView, StudioWords } from '../state.js';
import type { Edited, Positioned, Refusal, Where } from '../draft.js';
import { HOUSE, SEATS, clearDeal, dealProblem, dealSeed, factsOf, fromRecord, gameOf, legalMoves, placeTile, playMove, positionOf, recordOf, setGame, setHandText, takeTile, undoMove, whereIs } from '../draft.js';

/** The part's passing state (`view.ui.setup`). */
interface SetupUi {
  target?: Where; // where a tile from the set goes
  seed?: string;
  texts?: Record<string, string>; // a hand's text as typed, by seat or 'boneyard', kept while it is refused
  record?: string;
}

const STYLE = html`<style>
  .setup { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(320px, 1fr); gap: 24px; align-items: start; }
  @media (max-width: 860px) { .setup { grid-template-columns: minmax(0, 1fr); } }
  .setup h3 { font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: #566170; margin: 0 0 8px; font-weight: 700; }
  .setup fieldset, .setup .box { border: 1px solid var(--studio-line, #d9dde3); border-radius: 12px; padding: 14px 16px 16px; margin: 0 0 16px; background: #fff; min-width: 0; }
  .setup legend { font-weight: 700; padding: 0 6px; }
  .setup label.field { display: flex; flex-direction: column; gap: 4px; font-size: 0.9rem; color: #3b4554; }
  .setup select, .setup input[type='text'], .setup input[type='number'], .setup textarea { font: inherit; min-height: 44px; box-sizing: border-box; border: 1px solid #b9c0c9; border-radius: 8px; padding: 0 10px; background: #fff; color: inherit; width: 100%; }
  .setup textarea { padding: 8px 10px; min-height: 64px; resize: vertical; font-family: ui-monospace, monospace; font-size: 0.85rem; }
  .setup .row { display: flex; flex-wrap: wrap; gap: 10px; align-items: end; }
  .setup .row > * { flex: 1 1 140px; }
  .setup .row.house > * { flex: 1 1 200px; }
  .setup .row > button { flex: 0 0 auto; }
  .setup .seg { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
  .setup .seg button[aria-pressed='true'] { background: var(--studio-accent, #1b6a43); border-color: var(--studio-accent, #1b6a43); color: #fff; font-weight: 600; }
  .setup .set { display: flex; flex-wrap: wrap; gap: 6px; }
  .setup .tile { display: inline-grid; grid-template-columns: 1fr 1fr; align-items: center; min-width: 52px; min-height: 44px; padding: 0; border: 1.5px solid #8d8570; border-radius: 7px; background: #fbf6e6; color: #1c1c1c; font-weight: 700; font-variant-numeric: tabular-nums; position: relative; }
  .setup .tile > span:not(.at) { text-align: center; padding: 0 5px; }
  .setup .tile > span:nth-child(2) { border-left: 1.5px solid #8d8570; }
  .setup .tile.used { background: #e7e9ec; border-style: dashed; color: #6b7480; }
  .setup .tile .at { position: absolute; top: -7px; right: -7px; font-size: 0.65rem; line-height: 1; background: #3b4554; color: #fff; border-radius: 999px; padding: 3px 5px; }
  .setup .hand { margin: 0 0 12px; }
  .setup .hand .head { display: flex; justify-content: space-between; gap: 8px; font-weight: 600; margin-bottom: 6px; }
  .setup .hand .count { font-weight: 400; color: #566170; font-variant-numeric: tabular-nums; }
  .setup .hand .count.short { color: #b3261e; }
  .setup .hand .tiles { display: flex; flex-wrap: wrap; gap: 6px; min-height: 44px; padding: 6px; border-radius: 10px; background: var(--studio-soft, #f4f6f8); }
  .setup .hand.to-move .head > span:first-child::before { content: '▶ '; color: var(--studio-accent, #1b6a43); }
  .setup .empty { color: #6b7480; font-style: italic; align-self: center; padding: 0 6px; }
  .setup .table { width: 100%; display: block; border-radius: 12px; overflow: hidden; margin-bottom: 16px; } /* its height: the table's own shape for its game at this width */
  @media (max-width: 600px) { .setup fieldset, .setup .box { padding: 10px 10px 12px; } }
  .setup .placeholder { border: 2px dashed #c4cad2; border-radius: 12px; padding: 28px 20px; text-align: center; color: #566170; margin-bottom: 16px; background: var(--studio-soft, #f4f6f8); }
  .setup .moves { display: flex; flex-wrap: wrap; gap: 8px; }
  .setup .moves button { text-align: left; }
  .setup .played { font-size: 0.9rem; color: #3b4554; margin: 10px 0 0; }
  .setup .turn { margin: 0 0 10px; font-weight: 600; }
  .setup details summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; font-weight: 600; }
  .setup .help { color: #566170; font-size: 0.88rem; margin: 0 0 10px; }
</style>`;

/** The setup tab (lessons and puzzles). */
export function setup(view: StudioView, words: StudioWords, send: StudioSend): TemplateResult {
  if (view.kind === 'course') return html`<p>${words.t('studio.setup.none')}</p>`;
  const v = view.value as Positioned;
  if (!VARIANTS.includes(v.variant)) {
    // a value set from outside with no game this studio knows: only the choice of a game
    return html`<label
      >${words.t('studio.setup.game')}
      <select @change=${(e: Event) => send({ type: 'edit', value: setGame({ ...v, position: v.position ?? {} } as Positioned, (e.target as HTMLSelectElement).value as Variant, 2, {}) })}>
        <option value="" selected>—</option>
        ${VARIANTS.map((x) => html`<option value=${x}>${words.t(`studio.setup.variant.${x}`)}</option>`)}
      </select></label
    >`;
  }
  const ui = (view.ui.setup ?? {}) as SetupUi;
  const t = words.t;
  const f = factsOf(v);
  const pos = positionOf(v);
  const names = v.names ?? SEATS;
  const seatName = (i: number) => t('studio.setup.seat', { n: i + 1, name: names[i] ?? '' });
  const pileName = t(f.draws ? 'studio.setup.boneyard' : 'studio.setup.aside');
  const target: Where = ui.target === 'boneyard' || (typeof ui.target === 'number' && ui.target < f.players) ? ui.target : 0;
  const patch = (p: SetupUi) => send({ type: 'ui', part: 'setup', patch: p as Record<string, unknown> });
  const refusal = (r: Refusal) => send({ type: 'refuse', code: r.code, message: t(`studio.setup.refuse.${r.code}`, { ...r.params, pile: pileName }) });
  const apply = (e: Edited, after?: () => void) => {
    if ('refused' in e) refusal(e.refused);
    else {
      send({ type: 'edit', value: e.value });
      after?.();
    }
  };
  const g = gameOf(v);
  const game = 'game' in g ? g.game : null;
  const short = dealProblem(v);
  const record = game ? recordOf(v) : null;
  const locked = pos.moves.length > 0 || pos.deals > 1;

  // Drag and drop (a mouse's alternative to choosing where and tapping): a tile from the set, or from a hand or the
  // boneyard (then it moves), dropped on a hand or the boneyard. The same edits as the taps, refused alike.
  const DRAG = 'application/x-domino-tile';
  const dragStart = (tile: string, from: Where | 'set') => (e: DragEvent) => {
    e.dataTransfer?.setData(DRAG, JSON.stringify({ tile, from }));
    e.dataTransfer?.setData('text/plain', tile);
    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
  };
  const dragOver = (e: DragEvent) => {
    if (locked || !e.dataTransfer?.types.includes(DRAG)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  };
  const drop = (where: Where) => (e: DragEvent) => {
    const raw = e.dataTransfer?.getData(DRAG);
    if (!raw || locked) return;
    e.preventDefault();
    const { tile, from } = JSON.parse(raw) as { tile: string; from: Where | 'set' };
    if (from === where) return;
    if (from === 'set') return apply(placeTile(v, tile, where));
    const taken = takeTile(v, tile); // a move: out of its place, into the new one, as one edit
    apply('refused' in taken ? taken : placeTile(taken.value, tile, where));
  };

  const tileButton = (tile: string, onClick: () => void, label: string, extra: TemplateResult | typeof nothing = nothing, cls = '', from: Where | 'set' | null = null) => {
    const [a, b] = tile.split('-');
    return html`<button type="button" class="tile ${cls}" aria-label=${label} draggable=${from === null ? 'false' : 'true'} @dragstart=${from === null ? null : dragStart(tile, from)} @click=${onClick}><span>${a}</span><span>${b}</span>${extra}</button>`;
  };

  const handBox = (where: Where, tiles: readonly string[]) => {
    const label = where === 'boneyard' ? pileName : seatName(where);
    const size = where === 'boneyard' ? null : f.handSize;
    const toMove = game && game.phase === 'playing' && game.turn === where;
    const shown = game ? (where === 'boneyard' ? game.boneyard : game.hands[where]!) : tiles; // in play: as the moves left them
    return html`<div class="hand ${toMove ? 'to-move' : ''}" role="group" aria-label=${label} @dragover=${dragOver} @drop=${drop(where)}>
      <div class="head">
        <span>${label}${toMove ? html` — ${t('studio.setup.to-move')}` : nothing}</span>
        <span class="count ${size !== null && !game && tiles.length !== size ? 'short' : ''}" ?hidden=${size === null && !shown.length}>${size === null ? t('studio.setup.count', { n: tiles.length }) : game ? t('studio.setup.count', { n: shown.length }) : t('studio.setup.of', { n: tiles.length, of: size })}</span>
      </div>
      <div class="tiles">
        ${shown.length
          ? shown.map((tile) =>
              locked || game
                ? html`<span class="tile" role="img" aria-label=${words.tile(tile)}><span>${tile.split('-')[0]}</span><span>${tile.split('-')[1]}</span></span>`
                : tileButton(tile, () => apply(takeTile(v, tile)), t('studio.setup.take', { tile, from: label }), nothing, '', where),
            )
          : html`<span class="empty">${t('studio.setup.empty')}</span>`}
      </div>
    </div>`;
  };

  const options = v.options ?? {};
  const house = HOUSE[v.variant] ?? [];
  const setOption = (key: keyof Options, raw: string) => {
    const choices = house.find(([k]) => k === key)?.[1] ?? [];
    const value = choices.find((c) => String(c) === raw);
    const next = { ...options, [key]: value } as Options;
    send({ type: 'edit', value: setGame(v, v.variant, f.players, next) });
  };

  const moveLabel = (a: Action): string => {
    if (a.type !== 'play') return t(`studio.setup.move.${a.type}${a.type === 'draw' && a.from === 'back' ? '-back' : ''}`);
    if (!a.at) return t('studio.setup.move.lead', { tile: a.tile });
    const train = /^train-(\d+)$/.exec(a.at);
    const n = game?.ends?.[a.at] ?? game?.trains?.[a.at];
    const place = train ? t('studio.setup.place.train', { name: names[Number(train[1])] ?? '' }) : t(`place.${a.at}`);
    return t('studio.setup.move.play', { tile: a.tile, to: n === undefined || n === null ? place : `${place} (${n})` });
  };

  const readFile = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const text = await file.text();
    patch({ record: text });
    openRecord(text);
  };
  const openRecord = (text: string) => {
    // something the studio published (a dl1. link, lesson or puzzle JSON) opens back for editing
    if ((/dl\d+\./.test(text) && !/dt\d+\./.test(text)) || /"(steps|choices|answer|items)"\s*:/.test(text)) return send({ type: 'load', text });
    const step = /[#?&]step=(\d{1,9})/.exec(text)?.[1];
    const code = /(dt\d+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];
    try {
      const rec = parseRecordAttribute(code ?? text);
      send({ type: 'edit', value: fromRecord(v, rec, step === undefined ? undefined : Number(step)) });
    } catch (err) {
      send({ type: 'refuse', code: 'bad-record', message: t('studio.setup.refuse.bad-record', { why: (err as Error).message }) });
    }
  };

  const typed = (where: Where) => ui.texts?.[String(where)] ?? (where === 'boneyard' ? pos.boneyard : (pos.hands[where] ?? [])).join(' ');
  const applyText = (where: Where, text: string) => {
    patch({ texts: { ...ui.texts, [String(where)]: text } });
    apply(setHandText(v, where, text), () => {
      const rest = { ...ui.texts };
      delete rest[String(where)];
      patch({ texts: rest });
    });
  };

  return html`${STYLE}
    <div class="setup">
      <div class="position">
        <h3>${t('studio.setup.position')}</h3>
        ${record
          ? html`<domino-table class="table" mode="replay" open-hands lang=${view.lang} record=${encodeRecord(record)} step=${String(pos.moves.length)} aria-label=${t('studio.setup.table')}></domino-table>`
          : html`<p class="placeholder">${short ? t('studio.setup.refuse.hand-size', { ...short.params }) : nothing} ${t('studio.setup.deal-first')}</p>`}
        ${pos.hands.map((h, i) => handBox(i, h))} ${f.draws || pos.boneyard.length ? handBox('boneyard', pos.boneyard) : nothing}
        ${!f.draws ? html`<p class="help">${t('studio.setup.aside-help')}</p>` : nothing}
      </div>

      <div class="controls">
        <fieldset>
          <legend>${t('studio.setup.game')}</legend>
          <div class="row">
            <label class="field"
              >${t('studio.setup.game')}
              <select @change=${(e: Event) => send({ type: 'edit', value: setGame(v, (e.target as HTMLSelectElement).value as Variant, f.players, {}) })}>
                ${VARIANTS.map((x) => html`<option value=${x} ?selected=${x === v.variant}>${t(`studio.setup.variant.${x}`)}</option>`)}
              </select></label
            >
            <label class="field"
              >${t('studio.setup.players')}
              <select @change=${(e: Event) => send({ type: 'edit', value: setGame(v, v.variant, Number((e.target as HTMLSelectElement).value), options) })}>
                ${Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i).map((n) => html`<option value=${n} ?selected=${n === f.players}>${n}</option>`)}
              </select></label
            >
          </div>
          ${house.length
            ? html`<div class="row house" style="margin-top:10px">
                ${house.map(
                  ([key, values]) =>
                    html`<label class="field"
                      >${t(`studio.setup.rule.${key}`)}
                      <select @change=${(e: Event) => setOption(key, (e.target as HTMLSelectElement).value)}>
                        ${values.map((x) => html`<option value=${String(x)} ?selected=${String(options[key] ?? values[0]) === String(x)}>${t(`studio.setup.rule.${key}.${String(x)}`)}</option>`)}
                      </select></label
                    >`,
                )}
              </div>`
            : nothing}
        </fieldset>

        ${locked
          ? nothing
          : html`<fieldset>
              <legend>${t('studio.setup.tiles')}</legend>
              <p class="help">${t('studio.setup.tiles-help')}</p>
              <div class="seg" role="group" aria-label=${t('studio.setup.target')}>
                ${[...pos.hands.keys(), 'boneyard' as const].map((w) => html`<button type="button" aria-pressed=${w === target} @click=${() => patch({ target: w })}>${w === 'boneyard' ? pileName : seatName(w)}</button>`)}
              </div>
              <div class="set" role="group" aria-label=${t('studio.setup.set')}>
                ${fullSet(f.setMax).map((tile) => {
                  const at = whereIs(v, tile);
                  const where = at === null ? null : at === 'boneyard' ? pileName : seatName(at);
                  return tileButton(
                    tile,
                    () => apply(placeTile(v, tile, target)),
                    where ? t('studio.setup.tile-at', { tile, where }) : t('studio.setup.put', { tile, where: target === 'boneyard' ? pileName : seatName(target) }),
                    at === null ? nothing : html`<span class="at" aria-hidden="true">${at === 'boneyard' ? t('studio.setup.pile-short') : at + 1}</span>`,
                    at === null ? '' : 'used',
                    at ?? 'set',
                  );
                })}
              </div>
            </fieldset>`}

        <fieldset>
          <legend>${t('studio.setup.deal')}</legend>
          <div class="row">
            <button type="button" @click=${() => apply(dealSeed(v, (Math.random() * 2 ** 32) >>> 0))}>${t('studio.setup.deal-random')}</button>
            <label class="field"
              >${t('studio.setup.seed')}
              <input type="number" min="0" inputmode="numeric" .value=${ui.seed ?? ''} @input=${(e: Event) => patch({ seed: (e.target as HTMLInputElement).value })}
            /></label>
            <button type="button" ?disabled=${!/^\d+$/.test(ui.seed ?? '')} @click=${() => apply(dealSeed(v, Number(ui.seed)))}>${t('studio.setup.deal-seed')}</button>
            <button type="button" @click=${() => send({ type: 'edit', value: clearDeal(v) })}>${t('studio.setup.clear')}</button>
          </div>
          ${locked
            ? nothing
            : html`<details style="margin-top:10px">
                <summary>${t('studio.setup.type')}</summary>
                <p class="help">${t('studio.setup.type-help')}</p>
                ${[...pos.hands.keys(), 'boneyard' as const].map(
                  (w) =>
                    html`<label class="field" style="margin-bottom:8px"
                      >${w === 'boneyard' ? pileName : seatName(w)}
                      <input type="text" spellcheck="false" autocomplete="off" .value=${typed(w)} @change=${(e: Event) => applyText(w, (e.target as HTMLInputElement).value)}
                    /></label>`,
                )}
              </details>`}
        </fieldset>

        <fieldset>
          <legend>${t('studio.setup.moves')}</legend>
          ${game
            ? html`${game.phase === 'playing' && game.turn !== null ? html`<p class="turn">${t('studio.setup.turn', { name: seatName(game.turn) })}</p>` : html`<p class="turn">${t('studio.setup.over')}</p>`}
                <div class="moves" role="group" aria-label=${t('studio.setup.legal')}>
                  ${legalMoves(v).map((a) => html`<button type="button" @click=${() => apply(playMove(v, a))}>${moveLabel(a)}</button>`)}
                </div>
                <div class="row" style="margin-top:10px">
                  <button type="button" ?disabled=${!pos.moves.length} @click=${() => send({ type: 'edit', value: undoMove(v) })}>${t('studio.setup.undo-move')}</button>
                </div>
                ${pos.moves.length ? html`<p class="played">${t('studio.setup.played', { n: pos.moves.length })} <code>${pos.moves.join(' ')}</code></p>` : nothing}`
            : html`<p class="help">${short ? t('studio.setup.refuse.hand-size', { ...short.params }) : 'refused' in g ? t(`studio.setup.refuse.${g.refused.code}`, { ...g.refused.params, pile: pileName }) : nothing}</p>`}
        </fieldset>

        <details class="box">
          <summary>${t('studio.setup.record')}</summary>
          <p class="help">${t('studio.setup.record-help')}</p>
          <textarea aria-label=${t('studio.setup.record')} spellcheck="false" .value=${ui.record ?? ''} @input=${(e: Event) => patch({ record: (e.target as HTMLTextAreaElement).value })}></textarea>
          <div class="row" style="margin-top:8px">
            <button type="button" ?disabled=${!(ui.record ?? '').trim()} @click=${() => openRecord(ui.record ?? '')}>${t('studio.setup.record-open')}</button>
            <label class="field">${t('studio.setup.record-file')} <input type="file" accept=".txt,.json,application/json,text/plain" @change=${readFile} /></label>
          </div>
        </details>
      </div>
    </div>`;
}
