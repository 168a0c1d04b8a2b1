/** Textos de ensino em português do Brasil, comuns aos jogos, em grupos nomeados: pedras, lugares, contagens, objetivos, motivos e dicas. */
// Named groups: each variant's words (./<variant>.ts) take the groups that variant uses (the build copies
// them into that variant's chunk: see scripts/build/rollup-teach-chunks.mjs).

/** Words every game uses (the tiles' names are the element's, src/i18n/): counting, the goals, reasons and hints, the panels' labels. */
export const all: Record<string, string> = {
  'start.order': 'Os jogadores jogam um de cada vez, no sentido horário.',
  'start.round': 'Nova mão: as pedras são embaralhadas e distribuídas de novo.',
  'end.domino': '{who} jogou a última pedra: bateu! A mão termina e é contada.',
  'end.domino.you': 'Você jogou sua última pedra: bateu! A mão termina e é contada.',
  'turn.game-over': 'O jogo acabou.',
  'turn.play': '{who} pode jogar {tiles}.',
  'turn.play.you': 'Você pode jogar {tiles}.',
  'why.where': 'Escolha onde a pedra vai.',
  'why.must-play': 'Você pode jogar {tiles}, então não pode comprar: quem pode jogar é obrigado a jogar.',
  'why.must-play-pass': 'Você pode jogar {tiles}, então não pode passar: quem pode jogar é obrigado a jogar.',
  'why.wait': 'Espere: é a vez de {who}.',
  'why.wait-lesson': 'Espere um pouco: os outros ainda estão jogando.',
  'why.over': 'A mão acabou.',
  'why.not-in-hand': '{tile} não está na sua mão.',
  'why.other': 'Essa jogada não é permitida agora.',
  'goal.match': 'Jogue uma pedra que encaixe numa das pontas.',
  'goal.tiles': 'Jogue {tiles}.',
  'goal.lead': 'Abra a mão com a pedra certa.',
  'goal.draw-until': 'Compre do monte até tirar uma pedra que encaixe, e jogue-a.',
  'goal.draw': 'Compre uma pedra.',
  'goal.pass': 'Passe a vez.',
  'goal.block': 'Jogue a pedra que tranca o jogo.',
  'goal.go-out': 'Jogue sua última pedra e bata.',
  'goal.next-round': 'Distribua a próxima mão.',
  'goal.end-turn': 'Encerre a sua vez.',
  'wrong.tile': '{tile} encaixa, mas este passo é sobre {tiles}.',
  'wrong.place': 'Essa vai {place}; desta vez jogue {want}.',
  'wrong.stop': 'Desta vez, pare: encerre a sua vez.',
  'wrong.other': 'Isso é permitido, mas não é o objetivo deste passo. Leia o objetivo acima ou peça uma dica.',
  'wrong.no-block': 'Isso não tranca o jogo: ainda há {n:tile} fora de vista que encaixam nas pontas, então alguém ainda pode jogar.',
  'wrong.not-out': 'Você ainda ficaria com {n:tile}.',
  'hint.match': 'Tente {tile} {place}: encaixa no {value}.',
  'hint.pass': 'Nada encaixa e não há o que comprar: passe a vez.',
  'hint.end-turn': 'Encerre a sua vez agora.',
  'hint.next-round': 'Distribua a próxima mão.',
  'hint.block': 'Tente {tile} {place}: depois dela, ninguém mais tem {ends}.',
  'hint.out': 'Jogue {tile} {place}: é a sua última pedra.',
  'ui.note': "Nota",
  'ui.narration': "O que aconteceu",
  'ui.now': "Agora",
  'ui.lesson': "Lição",
  'ui.goal': "Seu objetivo",
  'ui.right': "Muito bem!",
  'ui.rule': "regra",
  'ui.ruleOf': "Mostrar esta regra no quadro de regras",
  'ui.lessons': "Lições",
  'ui.progress': "{done} de {all} concluídas",
  'ui.complete': "Lição concluída!",
  'ui.starsWhy.3': "Três estrelas: nenhuma dica e nenhuma jogada errada.",
  'ui.starsWhy.2': "Duas estrelas: uma ou duas dicas ou jogadas erradas. Tente de novo para ganhar três!",
  'ui.starsWhy.1': "Uma estrela: mais de duas dicas ou jogadas erradas no caminho. Tente de novo para ganhar mais!",
  'ui.press-deal': "A mão acabou: toque em “Distribuir a próxima mão”.",
  'ui.learned': "O que você aprendeu",
  'ui.stars': "{n} de 3 estrelas",
  'ui.nextLesson': "Próxima lição",
  'ui.again': "Tentar de novo",
  'ui.real': "Jogar uma partida de verdade",
  'ui.deal': "Distribuir a próxima mão",
  'ui.done': "Lição concluída",
  'ui.stepDots': "Objetivo {k} de {n}",
  'ui.allDone': "Você terminou todas as lições deste jogo. Hora de uma partida de verdade!",
  'ui.tally': "(Dicas: {hints} · jogadas erradas: {wrong}.)",
  'ui.starsRule': "★★★ nenhuma dica e nenhuma jogada errada · ★★ uma ou duas · ★ mais. Tocar numa pedra cinza para ler por que ela não encaixa não custa nada.",
  'ui.knows': "O que a mesa sabe",
};

/** Words of the line games (partnership, draw, All Fives, block): one line of tiles with two ends. */
export const line: Record<string, string> = {
  'start.set': 'Este jogo usa as 28 pedras, da carroça de branco à carroça de seis. Cada pedra vale a soma dos pontos das duas metades: seis–quatro vale 10. A pedra com o mesmo número nas duas metades é uma carroça.',
  'play.lead': '{who} sai com {tile}. As próximas pedras encaixam nas duas pontas dela.',
  'play.lead.you': 'Você sai com {tile}. As próximas pedras encaixam nas duas pontas dela.',
  'play.match': '{who} joga {tile} {place}, encaixando no {value}.',
  'play.match.you': 'Você joga {tile} {place}, encaixando no {value}.',
  'play.double': 'A carroça fica atravessada; aquela ponta continua mostrando {value}.',
  'play.ends': 'Agora as pontas são {a} e {b}.',
  'play.only': 'Era a única jogada de {who}: quem pode jogar é obrigado a jogar.',
  'play.only.you': 'Era a sua única jogada: quem pode jogar é obrigado a jogar.',
  'turn.lead': '{who} abre a mão: pode sair com {tiles}.',
  'turn.lead.you': 'Você abre a mão: pode sair com {tiles}.',
  'turn.lead-one': '{who} tem de sair com {tiles}.',
  'turn.lead-one.you': 'Você tem de sair com {tiles}.',
  'turn.pass': '{who} não tem {ends} e não pode comprar: tem de passar.',
  'turn.pass.you': 'Você não tem {ends} e não pode comprar: passe a vez.',
  'why.no-match': '{tile} não tem {ends}.',
  'why.wrong-end': '{tile} não tem {value}, então não vai {place}; ela encaixa {want}.',
  'why.cannot-pass': 'Só se passa quando não há o que comprar: compre uma pedra.',
  'hint.lead': 'Saia com {tile}.',
};

/** Words of the games played each for themselves (draw, All Fives, Mexican Train, block). */
export const solo: Record<string, string> = {
  'start.deal': 'Cada um recebe {each:tile}; as outras {bone:tile} ficam viradas no monte, para comprar.',
  'end.blocked': 'Ninguém pode jogar e não há o que comprar: o jogo trancou e a mão é contada agora.',
  'count.hand': '{who} tem {sum}{pips:pip} na mão.',
  'count.hand.you': 'Você tem {sum}{pips:pip} na mão.',
  'game.over': '{who} chega a {total} e vence o jogo!',
  'game.over.you': 'Você chega a {total} e vence o jogo!',
  'game.over-shared': 'Fim de jogo: os menores totais dividem a vitória.',
  'why.boneyard-empty': 'O monte está vazio: não há o que comprar.',
};

/** Words of the line games with a boneyard to draw from (draw, All Fives). */
export const drawing: Record<string, string> = {
  'draw.forced': '{who} não tem {ends}, então compra do monte.',
  'draw.forced.you': 'Você não tem {ends}, então compra do monte.',
  'draw.fits': 'A pedra nova encaixa, então {who} tem de jogá-la agora.',
  'draw.fits.you': 'A pedra nova encaixa, então você tem de jogá-la agora.',
  'draw.again': 'Também não encaixa: {who} compra de novo.',
  'draw.again.you': 'Também não encaixa: compre de novo.',
  'draw.last': 'Não encaixa e não sobrou nada para comprar: {who} vai ter de passar.',
  'draw.last.you': 'Não encaixa e não sobrou nada para comprar: você vai ter de passar.',
  'pass.empty': '{who} não tem {ends} e o monte acabou, então passa a vez.',
  'pass.empty.you': 'Você não tem {ends} e o monte acabou, então passa a vez.',
  'turn.draw': '{who} não tem {ends}: tem de comprar.',
  'turn.draw.you': 'Você não tem {ends}: compre uma pedra.',
};

/** Words of the games where the highest double, else the heaviest tile, starts and leads itself (draw, block). */
export const starter: Record<string, string> = {
  'lead.double': '{who} tem a carroça mais alta, {tile}, então começa.',
  'lead.double.you': 'Você tem a carroça mais alta, {tile}, então começa.',
  'lead.heaviest': 'Ninguém tem carroça, então começa a pedra mais pesada: {who} tem {tile}, {pips:pip}.',
  'lead.heaviest.you': 'Ninguém tem carroça, então começa a pedra mais pesada: você tem {tile}, {pips:pip}.',
  'lead.tie': '{tile2} tem os mesmos pontos, mas {tile} ganha pela metade maior, {half}.',
  'lead.starter': 'Quem começa tem de sair justamente com essa pedra.',
  'lead.starter.you': 'Você tem de sair justamente com essa pedra.',
  'play.lead-starter': '{who} sai com {tile}, a pedra que fez {who} começar.',
  'play.lead-starter.you': 'Você sai com {tile}, a pedra que fez você começar.',
  'why.lead-starter': 'Você tem de sair com {tile}: foi essa pedra que fez você começar.',
};

/** Words of the games without drawing, where a player who cannot match passes (partnership, block). */
export const passing: Record<string, string> = {
  'start.deal-all': 'As {set} pedras são todas distribuídas, {each} para cada jogador: não há monte, então ninguém compra.',
  'pass.none': '{who} não tem {ends}, então passa a vez. Agora todos sabem disso.',
  'pass.none.you': 'Você não tem {ends}, então passa a vez. Agora todos sabem disso.',
  'lead.rotate': 'Nesta mão quem sai é {who}, com qualquer pedra.',
  'lead.rotate.you': 'Nesta mão quem sai é você, com a pedra que quiser.',
};

/** Words of the games where the one who goes out, or holds the fewest pips, scores the others' pips (draw, All Fives, block). */
export const scoring: Record<string, string> = {
  'count.domino': '{who} marca os pontos que sobraram nas outras mãos: {sum}{points:pt}.',
  'count.domino.you': 'Você marca os pontos que sobraram nas outras mãos: {sum}{points:pt}.',
  'count.lowest': '{who} tem menos pontos na mão e marca os pontos dos outros menos os seus: {sum}{points:pt}.',
  'count.lowest.you': 'Você tem menos pontos na mão e marca os pontos dos outros menos os seus: {sum}{points:pt}.',
  'count.tie': 'Dois jogadores empatam com menos pontos, então ninguém marca nesta mão.',
  'game.target': 'Os pontos se somam de mão em mão; quem chegar primeiro a {target} vence o jogo.',
};

/** The parts of the rules cards every game shares (headings, the tiles, the turn order). */
export const card: Record<string, string> = {
  'card.h.setup': 'Preparação',
  'card.h.play': 'O jogo',
  'card.h.score': 'Contagem',
  'card.h.end': 'Quem vence',
  'card.tiles': 'Cada pedra vale a soma dos pontos das duas metades (seis–quatro vale 10); a pedra com o mesmo número nas duas metades é uma carroça.',
  'card.order': 'As pedras são embaralhadas viradas para baixo e distribuídas; joga-se no sentido horário.',
  'card.line': 'Na sua vez, jogue uma pedra que encaixe numa ponta aberta: a primeira pedra fica no meio, e cada pedra nova encaixa numa ponta pela metade igual.',
  'card.must': 'Quem pode jogar é obrigado a jogar.',
  'card.refused': 'Uma jogada contra as regras é recusada e explicada; nada muda.',
  'ui.onTable': "Na mesa agora",
};
