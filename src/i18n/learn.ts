/**
 * UI text of teach mode, lessons, replay and undo (issue 5): control labels,
 * aria-labels and messages. Loaded on demand with those modes, so it stays
 * out of the main bundle; only the Undo button's label lives in en.ts.
 */
export const learnEn = {
  replay: 'Replay',
  first: 'First step',
  previous: 'Previous step',
  next: 'Next step',
  last: 'Last step',
  play: 'Play',
  pause: 'Pause',
  stepOf: (k: number, n: number) => `Step ${k} of ${n}`,
  /** Replay of a game with no move yet (instead of “Step 0 of 0”). */
  noSteps: 'No moves yet',
  note: 'Note',
  narration: 'What happened',
  now: 'Now',
  rules: 'Rules',
  close: 'Close',
  hint: 'Hint',
  lesson: 'Lesson',
  watching: (who: string) => `${who} to move`,
  replayKeys: 'Keys: ← → step, Home/End first/last, Space play/pause',
  undone: (n: number) => `Took back ${n === 1 ? '1 move' : `${n} moves`}.`,
  refused: {
    'round-over': 'The round is over: its moves can no longer be taken back.',
    'no-move': 'There is no move of yours to take back in this round.',
    'after-draw': 'Your last move was a draw: a drawn tile stays drawn, so it cannot be taken back.',
  } as Record<string, string>,
  unknownLesson: (id: string, ids: string) => `Unknown lesson “${id}”. Built-in lessons: ${ids}.`,
};

/** The shape of a learn catalogue. */
export type LearnText = typeof learnEn;

export const learnPtBR: LearnText = {
  replay: 'Replay',
  first: 'Primeiro passo',
  previous: 'Passo anterior',
  next: 'Próximo passo',
  last: 'Último passo',
  play: 'Reproduzir',
  pause: 'Pausar',
  stepOf: (k, n) => `Passo ${k} de ${n}`,
  noSteps: 'Nenhuma jogada ainda',
  note: 'Nota',
  narration: 'O que aconteceu',
  now: 'Agora',
  rules: 'Regras',
  close: 'Fechar',
  hint: 'Dica',
  lesson: 'Lição',
  watching: (who) => `Vez de ${who}`,
  replayKeys: 'Teclas: ← → passo, Home/End primeiro/último, Espaço reproduz/pausa',
  undone: (n) => `${n === 1 ? '1 jogada desfeita' : `${n} jogadas desfeitas`}.`,
  refused: {
    'round-over': 'A rodada acabou: suas jogadas não podem mais ser desfeitas.',
    'no-move': 'Não há jogada sua para desfazer nesta rodada.',
    'after-draw': 'Sua última jogada foi uma compra: pedra comprada fica comprada, não pode ser desfeita.',
  },
  unknownLesson: (id, ids) => `Lição “${id}” desconhecida. Lições disponíveis: ${ids}.`,
};

export const learnPl: LearnText = {
  replay: 'Powtórka',
  first: 'Pierwszy krok',
  previous: 'Poprzedni krok',
  next: 'Następny krok',
  last: 'Ostatni krok',
  play: 'Odtwórz',
  pause: 'Pauza',
  stepOf: (k, n) => `Krok ${k} z ${n}`,
  noSteps: 'Jeszcze nie było ruchów',
  note: 'Notatka',
  narration: 'Co się stało',
  now: 'Teraz',
  rules: 'Zasady',
  close: 'Zamknij',
  hint: 'Podpowiedź',
  lesson: 'Lekcja',
  watching: (who) => `Ruch: ${who}`,
  replayKeys: 'Klawisze: ← → krok, Home/End pierwszy/ostatni, Spacja odtwórz/pauza',
  undone: (n) => `Cofnięto ruchy: ${n}.`,
  refused: {
    'round-over': 'Runda się skończyła: jej ruchów nie można już cofnąć.',
    'no-move': 'W tej rundzie nie ma twojego ruchu do cofnięcia.',
    'after-draw': 'Twoim ostatnim ruchem było dobranie: dobrany kamień zostaje w ręce, tego nie można cofnąć.',
  },
  unknownLesson: (id, ids) => `Nieznana lekcja „${id}”. Wbudowane lekcje: ${ids}.`,
};

/** The learn catalogue of a catalogue code (`en`, `pt-BR`, `pl`). */
export function learnText(lang: string): LearnText {
  return lang === 'pt-BR' ? learnPtBR : lang === 'pl' ? learnPl : learnEn;
}
