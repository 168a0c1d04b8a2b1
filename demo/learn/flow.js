// The tutorial pages' flow (every demo/learn/<lang>/<game>.html loads it): a lesson's end card leads on down the
// article instead of changing the table in place. The element only fires cancelable events (docs/lessons.md):
//  - `domino-lesson-next` (detail.next: the next lesson's id): when that lesson has its own section on this page, the
//    page scrolls to that section's table and focuses it; else the table opens the next lesson itself.
//  - `domino-lesson-real` (detail: variant, players, options): a real game of the lesson's rules opens in a new
//    figure just below the lesson, which stays as it is.
const smooth = () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

function goTo(table) {
  table.tabIndex = -1; // focusable by script, not a tab stop of its own
  table.scrollIntoView({ behavior: smooth(), block: 'start' });
  table.focus({ preventScroll: true });
}

document.addEventListener('domino-lesson-next', (e) => {
  const next = e.detail?.next;
  const fig = next && [...document.querySelectorAll('figure[data-lesson]')].find((f) => f.dataset.lesson === next);
  const table = fig?.querySelector('domino-table');
  if (!table) return;
  e.preventDefault();
  goTo(table);
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
