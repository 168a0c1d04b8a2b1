// The tutorial pages' flow (every demo/learn/<lang>/<game>.html loads it): a lesson's end card leads on down the
// article instead of changing the table in place. The element only fires cancelable events (docs/lessons.md):
//  - `domino-lesson-next` (detail.next: the next lesson's id): when that lesson has its own section on this page, the
//    page scrolls to that section's heading (its top at the top of the screen, so the section's text is read before
//    its table) and focuses the section's table without scrolling again; else the table opens the next lesson itself.
//  - `domino-lesson-real` (detail: variant, players, options): a real game of the lesson's rules opens in a new
//    figure just below the lesson, which stays as it is.
const smooth = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/** Scrolls `to` (a table, or the heading of its section) to the top of the screen and focuses `table`. */
function goTo(table, to = table) {
  table.tabIndex = -1; // focusable by script, not a tab stop of its own
  table.focus({ preventScroll: true });
  to.scrollIntoView({ behavior: smooth(), block: 'start' });
}

document.addEventListener('domino-lesson-next', (e) => {
  const next = e.detail?.next;
  const fig = next && [...document.querySelectorAll('figure[data-lesson]')].find((f) => f.dataset.lesson === next);
  const table = fig?.querySelector('domino-table');
  if (!table) return;
  e.preventDefault();
  // the section's heading: the h2 before the figure (its id is the lesson's, scripts/content/learn-pages.mjs)
  let h = fig.previousElementSibling;
  while (h && !/^H[1-6]$/.test(h.tagName)) h = h.previousElementSibling;
  goTo(table, h ?? table);
});

document.addEventListener('domino-lesson-real', (e) => {
  const fig = e.target instanceof Element ? e.target.closest('figure[data-lesson]') : null;
  if (!fig) return;
  e.preventDefault();
  const d = e.detail;
  let real = fig.nextElementSibling?.matches('figure.real') ? fig.nextElementSibling : null;
  if (!real) {
    real = document.createElement('figure');
    real.className = 'real';
    const table = document.createElement('domino-table');
    table.setAttribute('variant', d.variant);
    table.setAttribute('players', String(d.players));
    if (d.options && Object.keys(d.options).length) table.setAttribute('options', JSON.stringify(d.options));
    table.setAttribute('level', 'easy');
    const caption = document.createElement('figcaption');
    caption.textContent = fig.dataset.realCaption ?? '';
    real.append(table, caption);
    fig.after(real);
  }
  goTo(real.querySelector('domino-table'));
});
