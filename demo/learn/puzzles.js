// The puzzles page (demo/learn/<lang>/puzzles.html): the list of every built-in puzzle, game by game, from
// `DominoTable.puzzles`; choosing one opens it on the page's table. The person's rating and streak are read from
// `domino-puzzle-end`. The words come from the page (data-words), in its language.
const list = document.getElementById('list');
const table = document.querySelector('#puzzle domino-table');
const rating = document.getElementById('rating');
const words = JSON.parse(list.dataset.words);

function open(id) {
  table.setAttribute('puzzle', id);
  document.getElementById('puzzle').scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
}

function show(r, s) {
  let n = 0;
  rating.textContent = words.rating.replace(/\{n\}/g, () => String(n++ === 0 ? r : s));
}

try {
  const kept = JSON.parse(localStorage.getItem('domino-table:puzzles') ?? 'null');
  if (kept && typeof kept.rating === 'number') show(kept.rating, kept.streak ?? 0);
} catch {
  // no storage: nothing to show yet
}
table.addEventListener('domino-puzzle-end', (e) => show(e.detail.rating, e.detail.streak));

await customElements.whenDefined('domino-table');
const all = await customElements.get('domino-table').puzzles;
for (const game of Object.keys(words.games)) {
  const mine = all.filter((p) => p.variant === game);
  if (!mine.length) continue;
  const box = document.createElement('details');
  const h = document.createElement('summary');
  h.textContent = `${words.games[game]} (${mine.length})`;
  const ul = document.createElement('ul');
  ul.className = 'puzzles';
  for (const p of mine) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `${p.id} · ${words.themes[p.theme] ?? p.theme} · ${words.difficulty} ${p.rating}`;
    b.addEventListener('click', () => open(p.id));
    li.append(b);
    ul.append(li);
  }
  box.append(h, ul);
  list.append(box);
}
