/**
 * A refused move in player words, for the error banner (the `domino-error`
 * event keeps the engine's code and message). Loaded with the parts the first
 * paint does without (src/element/panels.ts). Lessons and greyed tiles get
 * reasons computed from the position instead (src/teach/reasons.ts).
 */
import type { GameState } from '../engine/game.js';

type Words = Record<string, (ends: string) => string>;

const ends = (g: GameState | null, or: string): string => [...new Set(Object.values(g?.ends ?? {}))].join(or);

const en: Words = {
  'not-in-hand': () => 'That tile is not in your hand.',
  'does-not-match': (e) => (e ? `That tile does not match the open ends (${e}).` : 'That tile does not match there.'),
  'bad-place': () => 'That tile cannot go there now.',
  'must-satisfy-double': () => 'The double on the table must be covered first.',
  'must-play': () => 'You have a tile that fits, so you must play it: no drawing or passing.',
  'boneyard-empty': () => 'The boneyard is empty: there is nothing to draw.',
  'must-lead': () => 'This hand must start with one particular tile: the highlighted one.',
  'cannot-pass': () => 'You may pass only when there is nothing to draw: draw a tile.',
  'cannot-end-turn': () => 'You cannot end your turn here.',
  'already-drew': () => 'You have drawn your one tile: play it if it fits, otherwise pass.',
  'round-not-over': () => 'The hand is still being played.',
  'round-over': () => 'The hand is over: deal the next one first.',
  'game-over': () => 'The game is over: start a new one.',
  'bad-action': () => 'That move is not possible here.',
  'bad-tile': () => 'There is no such tile in this game.',
};

const ptBR: Words = {
  'not-in-hand': () => 'Essa pedra não está na sua mão.',
  'does-not-match': (e) => (e ? `Essa pedra não encaixa nas pontas abertas (${e}).` : 'Essa pedra não encaixa aí.'),
  'bad-place': () => 'Essa pedra não pode ir aí agora.',
  'must-satisfy-double': () => 'A carroça na mesa tem de ser coberta primeiro.',
  'must-play': () => 'Você tem uma pedra que encaixa, então tem de jogá-la: não pode comprar nem passar.',
  'boneyard-empty': () => 'O monte está vazio: não há o que comprar.',
  'must-lead': () => 'Esta mão tem de começar por uma pedra certa: a que está destacada.',
  'cannot-pass': () => 'Só se passa quando não há o que comprar: compre uma pedra.',
  'cannot-end-turn': () => 'Você não pode encerrar a vez aqui.',
  'already-drew': () => 'Você já comprou a sua pedra: jogue-a se encaixar; senão, passe a vez.',
  'round-not-over': () => 'A mão ainda está em jogo.',
  'round-over': () => 'A mão acabou: distribua a próxima primeiro.',
  'game-over': () => 'O jogo acabou: comece um novo.',
  'bad-action': () => 'Essa jogada não é possível aqui.',
  'bad-tile': () => 'Não existe essa pedra neste jogo.',
};

const pl: Words = {
  'not-in-hand': () => 'Nie masz tego kamienia w ręce.',
  'does-not-match': (e) => (e ? `Ten kamień nie pasuje do otwartych końców (${e}).` : 'Ten kamień tu nie pasuje.'),
  'bad-place': () => 'Ten kamień nie może teraz tam trafić.',
  'must-satisfy-double': () => 'Najpierw trzeba przykryć dublet, który leży na stole.',
  'must-play': () => 'Masz pasujący kamień, więc musisz go zagrać: nie wolno dobierać ani pasować.',
  'boneyard-empty': () => 'Talon jest pusty: nie ma czego dobrać.',
  'must-lead': () => 'To rozdanie musi zacząć określony kamień: ten podświetlony.',
  'cannot-pass': () => 'Pasować można tylko wtedy, gdy nie ma czego dobrać: dobierz kamień.',
  'cannot-end-turn': () => 'Nie możesz tu zakończyć kolejki.',
  'already-drew': () => 'Jeden kamień jest już dobrany: zagraj go, jeśli pasuje, a jeśli nie, spasuj.',
  'round-not-over': () => 'Rozdanie wciąż trwa.',
  'round-over': () => 'Rozdanie skończone: najpierw rozdaj następne.',
  'game-over': () => 'Gra skończona: zacznij nową.',
  'bad-action': () => 'Ten ruch nie jest tu możliwy.',
  'bad-tile': () => 'W tej grze nie ma takiego kamienia.',
};

/** The words for a refused move's error `code` in `lang` (catalogue code), or null when the code is no move's refusal. */
export function errorWords(lang: string, code: string, game: GameState | null): string | null {
  const words = lang === 'pt-BR' ? ptBR : lang === 'pl' ? pl : en;
  return words[code]?.(ends(game, lang === 'en' ? ' and ' : lang === 'pl' ? ' i ' : ' e ')) ?? null;
}
