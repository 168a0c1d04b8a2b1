#!/usr/bin/env node
// Writes the tutorial pages from their words (demo/learn/content/<lang>.mjs): `node scripts/content/learn-pages.mjs`.
// One static HTML page per game and language (demo/learn/<lang>/<game>.html), each a rules article with a
// lesson at every section, and a hub (demo/learn/index.html). The pages are committed: a blogger copies one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import en from '../../demo/learn/content/en.mjs';
import ptBR from '../../demo/learn/content/pt-BR.mjs';
import pl from '../../demo/learn/content/pl.mjs';

const LANGS = [en, ptBR, pl];
const GAMES = ['partnership', 'draw', 'all-fives', 'mexican-train', 'block'];
const PLAYERS = { partnership: 4, draw: 2, 'all-fives': 2, 'mexican-train': 2, block: 3 };
const CDN = 'https://cdn.jsdelivr.net/npm/domino-table@0.1.0/dist/cdn/domino-table.bundle.js';
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const out = new URL('../../demo/learn/', import.meta.url);

/** A lesson's title in a language, from the element's own words (src/words/<lang>/<game>.ts: `'<id>.title': '…'`). */
function title(lang, game, id) {
  const src = readFileSync(new URL(`../../src/words/${lang}/${game}.ts`, import.meta.url), 'utf8');
  const m = src.match(new RegExp(`'${id}\\.title':\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)")`));
  if (!m) throw new Error(`no title for ${id} in src/words/${lang}/${game}.ts`);
  return (m[1] ?? m[2]).replace(/\\(.)/g, '$1');
}

function langLinks(c, file) {
  return LANGS.map((l) => (l === c ? `<a href="../${l.lang}/${file}" aria-current="page" hreflang="${l.lang}" lang="${l.lang}">${l.name}</a>` : `<a href="../${l.lang}/${file}" hreflang="${l.lang}" lang="${l.lang}">${l.name}</a>`)).join('\n        ');
}

function head(c, title, description) {
  return `<!doctype html>
<html lang="${c.lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(title)}</title>
  <meta name="description" content="${esc(description)}">
  <link rel="icon" href="../../favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="../learn.css">
  <!-- On your own page: <script type="module" src="${CDN}"></script> -->
  <script type="module" src="../../../src/element/domino-table.ts"></script>
  <script type="module" src="../flow.js"></script>
</head>`;
}

function page(c, game) {
  const g = c.games[game];
  const u = c.ui;
  const next = GAMES[(GAMES.indexOf(game) + 1) % GAMES.length];
  const sections = g.sections
    .map(
      ([id, heading, text], i) => `
    <h2 id="${id}">${i + 1}. ${esc(heading)}</h2>
    <p>${esc(text)}</p>
    <figure data-lesson="${id}" data-real-caption="${esc(u.realCaption(title(c.lang, game, id)))}">
      <domino-table lesson="${id}"></domino-table>
      <figcaption>${esc(u.caption(title(c.lang, game, id)))}</figcaption>
    </figure>`,
    )
    .join('\n');
  const snippet = `<script type="module" src="${CDN}"></script>

<domino-table lesson="${g.sections[0][0]}"></domino-table>
<domino-table variant="${game}" players="${PLAYERS[game]}"></domino-table>`;
  return `${head(c, `${g.title} — ${u.site}`, g.blurb)}
<body>
  <nav>
    <a href="../index.html">← ${esc(u.all)}</a>
    <span class="langs">
        ${langLinks(c, `${game}.html`)}
    </span>
  </nav>
  <article>
    <h1>${esc(g.title)}</h1>
    <p class="byline">${esc(u.byline)}</p>
    <p>${esc(g.intro)}</p>
    <p class="aside"><b>${esc(u.howto)}.</b> ${esc(u.howtoText)}</p>
${sections}

    <h2 id="play">${esc(u.play)}</h2>
    <p>${esc(u.playText)}</p>
    <figure>
      <domino-table variant="${game}" players="${PLAYERS[game]}" level="easy"></domino-table>
    </figure>

    <h2 id="puzzle">${esc(u.puzzle)}</h2>
    <p>${esc(u.puzzleText)}</p>
    <figure>
      <domino-table puzzle="daily" variant="${game}" persist></domino-table>
      <figcaption>${esc(u.puzzleCaption)} · <a href="./puzzles.html">${esc(u.puzzlesLink)} →</a></figcaption>
    </figure>

    <h2 id="embed">${esc(u.embed)}</h2>
    <p>${esc(u.embedText)}</p>
    <pre><code>${esc(snippet)}</code></pre>
    <p class="aside">${esc(u.unpublished)}</p>
    <p><a href="./${next}.html">${esc(u.next)}: ${esc(c.games[next].short)} →</a></p>
  </article>
</body>
</html>
`;
}

/** The puzzles page of a language: the puzzle of the day, then every puzzle to choose from (demo/learn/puzzles.js builds the list). */
function puzzles(c) {
  const u = c.ui;
  const words = JSON.stringify({ themes: u.themes, difficulty: u.difficulty, games: Object.fromEntries(GAMES.map((g) => [g, c.games[g].short])), rating: u.puzzlesRating(0, 0).replace(/\d+/g, '{n}') });
  return `${head(c, `${u.puzzlesTitle} — ${u.site}`, u.puzzlesIntro).replace('<script type="module" src="../flow.js"></script>', '<script type="module" src="../puzzles.js"></script>')}
<body>
  <nav>
    <a href="../index.html">← ${esc(u.all)}</a>
    <span class="langs">
        ${langLinks(c, 'puzzles.html')}
    </span>
  </nav>
  <article>
    <h1>${esc(u.puzzlesTitle)}</h1>
    <p>${esc(u.puzzlesIntro)}</p>
    <p class="aside" id="rating" aria-live="polite"></p>
    <figure id="puzzle">
      <domino-table puzzle="daily" persist></domino-table>
      <figcaption>${esc(u.puzzleCaption)}</figcaption>
    </figure>
    <h2 id="pick">${esc(u.puzzlesPick)}</h2>
    <div id="list" data-words="${esc(words)}"></div>
    <p><a href="./${GAMES[0]}.html">${esc(c.games[GAMES[0]].short)} →</a></p>
  </article>
</body>
</html>
`;
}

function hub() {
  const blocks = LANGS.map(
    (c) => `
    <section lang="${c.lang}">
      <h2>${esc(c.ui.hubTitle)}</h2>
      <p>${esc(c.ui.hubIntro)}</p>
      <ul class="cards">
${GAMES.map((game) => `        <li><a href="./${c.lang}/${game}.html"><b>${esc(c.games[game].short)}</b>${esc(c.games[game].blurb)}</a></li>`).join('\n')}
        <li><a href="./${c.lang}/puzzles.html"><b>${esc(c.ui.puzzlesTitle)}</b>${esc(c.ui.puzzle)}</a></li>
      </ul>
      <h3>${esc(c.ui.together)}</h3>
      <ul class="cards">
        <li><a href="../online.html"><b>${esc(c.ui.online)}</b>${esc(c.ui.onlineText)}</a></li>
        <li><a href="../class.html?lang=${c.lang}"><b>${esc(c.ui.klass)}</b>${esc(c.ui.klassText)}</a></li>
      </ul>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Learn dominoes — domino-table tutorials</title>
  <meta name="description" content="Tutorials for five domino games in English, Portuguese and Polish, with short lessons you play on the page: partnership, the draw game, All Fives, Mexican Train and the Block game.">
  <link rel="icon" href="../favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="./learn.css">
</head>
<body>
  <nav><a href="../index.html">← domino-table</a></nav>
  <article>
    <h1>Learn dominoes</h1>
    <p class="byline">English · Português · Polski</p>
${blocks}
  </article>
</body>
</html>
`;
}

for (const c of LANGS) {
  mkdirSync(new URL(`${c.lang}/`, out), { recursive: true });
  for (const game of GAMES) writeFileSync(new URL(`${c.lang}/${game}.html`, out), page(c, game));
  writeFileSync(new URL(`${c.lang}/puzzles.html`, out), puzzles(c));
}
writeFileSync(new URL('index.html', out), hub());
console.log(`wrote ${LANGS.length * GAMES.length} tutorial pages, ${LANGS.length} puzzles pages and the hub in demo/learn/`);
