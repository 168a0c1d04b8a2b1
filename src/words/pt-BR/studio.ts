/** The studio's words (pt-BR): `<domino-studio>` (src/studio/). Each part keeps its keys in its own section. */
export default {
  // tabs
  'studio.tab.setup': 'Posição',
  'studio.tab.steps': 'Passos',
  'studio.tab.puzzle': 'Problema',
  'studio.tab.course': 'Curso',
  'studio.tab.preview': 'Pré-visualizar',
  'studio.tab.publish': 'Publicar',

  // setup (parts/setup.ts): the game, the players, the tiles of each hand, the moves to the start

  // steps (parts/steps.ts): a lesson's goals and texts

  // puzzle (parts/puzzle.ts): valuing the options, theme and difficulty
  'studio.puzzle.intro': 'Monte a posição na aba Posição, até a jogada a descobrir. Depois avalie cada jogada que o jogador da vez pode fazer, só com o que ele vê: vira problema quando uma jogada é claramente a melhor.',
  'studio.puzzle.value': 'Avaliar as jogadas',
  'studio.puzzle.again': 'Avaliar de novo',
  'studio.puzzle.valuing': 'Avaliando as jogadas…',
  'studio.puzzle.valuing.pct': 'Avaliando as jogadas… {pct}%',
  'studio.puzzle.seat.n': 'Jogador {n}',
  'studio.puzzle.at.train': 'no trem de {name}',
  'studio.puzzle.caption': 'Cada jogada que {name} pode fazer, com o que vale em média considerando as pedras que {name} não vê (pontos na mão).',
  'studio.puzzle.tolerance': 'Uma jogada a até {tol:pt} da melhor é aceita.',
  'studio.puzzle.col.move': 'Jogada',
  'studio.puzzle.col.value': 'Vale',
  'studio.puzzle.col.ok': 'Aceita?',
  'studio.puzzle.move': '{tile} {place}',
  'studio.puzzle.yes': 'Aceita',
  'studio.puzzle.no': 'Não aceita',
  'studio.puzzle.ok.title': 'É um problema',
  'studio.puzzle.ok': '{n} de {m} jogadas aceitas. Cada jogada vai para o problema com o que vale, a resposta dos outros jogadores e o motivo.',
  'studio.puzzle.not.title': 'Não é um problema',
  'studio.puzzle.not': 'Nada foi gravado: mude a posição e avalie de novo.',
  'studio.puzzle.no.not-to-move': 'Ninguém tem jogada aqui: a mão acabou.',
  'studio.puzzle.no.one-option': 'Só tem uma jogada aqui ({move}): não há o que escolher.',
  'studio.puzzle.no.all-accepted': 'Todas as jogadas ficam a até {tol:pt} da melhor: não há nada a descobrir.',
  'studio.puzzle.no.close': 'A melhor jogada não é claramente a melhor: {best} e {next} ficam a só {gap:pt} uma da outra, e um problema precisa de uma diferença de {need:pt} ou mais.',
  'studio.puzzle.no.disagree': 'Dois sorteios diferentes das pedras escondidas não concordam sobre quais jogadas servem (um aceita {first}, o outro {second}): a resposta depende da sorte.',
  'studio.puzzle.stale': 'A posição mudou depois da avaliação: avalie de novo.',
  'studio.puzzle.bad': 'Ainda não dá para avaliar esta posição: {why}',
  'studio.puzzle.theme': 'Tema',
  'studio.puzzle.theme.block': 'Trancar (números que os outros não têm)',
  'studio.puzzle.theme.go-out': 'Bater',
  'studio.puzzle.theme.count': 'Contar as pintas',
  'studio.puzzle.theme.score-fives': 'Múltiplos de cinco',
  'studio.puzzle.theme.cover-double': 'Carroças',
  'studio.puzzle.theme.keep-number': 'Guardar um número',
  'studio.puzzle.theme.partner': 'Parceiro',
  'studio.puzzle.rating': 'Dificuldade (800–2200)',
  'studio.puzzle.suggested': 'Sugestão: {theme}, {rating}',
  'studio.puzzle.why': 'Por que a melhor jogada ganha, com as suas palavras ({lang}, opcional)',
  'studio.puzzle.why.hint': 'Aparece quando o problema é resolvido. Se ficar vazio, aparece o motivo medido para a melhor jogada.',

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON

  // problems and refusals (check.ts, the element)
};
