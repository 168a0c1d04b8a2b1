// The studio page (dist/studio/index.html, demo/studio/index.html): the studio's language from ?lang= or the
// browser, and the language picker in the page's header. No inline script: the page runs under script-src 'self'.
const LANGS = ['en', 'pt-BR', 'pl'];
const studio = document.querySelector('domino-studio');
const picker = document.getElementById('lang');
const asked = new URLSearchParams(location.search).get('lang');
const browser = (navigator.languages ?? [navigator.language]).map((l) => LANGS.find((x) => x.toLowerCase() === l.toLowerCase() || x.slice(0, 2) === l.slice(0, 2).toLowerCase())).find(Boolean);
// The page's own few words (the studio words itself).
const WORDS = {
  en: { tagline: 'lessons and puzzles for your page' },
  'pt-BR': { tagline: 'lições e desafios para a sua página' },
  pl: { tagline: 'lekcje i zadania na twoją stronę' },
};
const set = (lang) => {
  studio.lang = lang;
  for (const el of document.querySelectorAll('[data-w]')) el.textContent = WORDS[lang][el.dataset.w];
  document.documentElement.lang = lang;
  if (picker) picker.value = lang;
};
set(LANGS.includes(asked) ? asked : (browser ?? 'en'));
picker?.addEventListener('change', () => set(picker.value));
