/** The rules cards' words, per language and game: their loaders, registered on the first card asked for (messages.ts). */
import { addLoaders } from '../words/words.js';

addLoaders({
  'en/card-partnership': () => import('../words/en/card-partnership.js'),
  'en/card-draw': () => import('../words/en/card-draw.js'),
  'en/card-all-fives': () => import('../words/en/card-all-fives.js'),
  'en/card-mexican-train': () => import('../words/en/card-mexican-train.js'),
  'en/card-block': () => import('../words/en/card-block.js'),
  'pt-BR/card-partnership': () => import('../words/pt-BR/card-partnership.js'),
  'pt-BR/card-draw': () => import('../words/pt-BR/card-draw.js'),
  'pt-BR/card-all-fives': () => import('../words/pt-BR/card-all-fives.js'),
  'pt-BR/card-mexican-train': () => import('../words/pt-BR/card-mexican-train.js'),
  'pt-BR/card-block': () => import('../words/pt-BR/card-block.js'),
  'pl/card-partnership': () => import('../words/pl/card-partnership.js'),
  'pl/card-draw': () => import('../words/pl/card-draw.js'),
  'pl/card-all-fives': () => import('../words/pl/card-all-fives.js'),
  'pl/card-mexican-train': () => import('../words/pl/card-mexican-train.js'),
  'pl/card-block': () => import('../words/pl/card-block.js'),
});
