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

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints
  'studio.preview.intro': "O que o aluno vê: no celular e no computador. Teste na mão, depois deixe as dicas resolverem desde o começo — a publicação libera quando elas chegam ao fim.",
  'studio.preview.run': "Resolver pelas dicas",
  'studio.preview.running': "Resolvendo pelas dicas…",
  'studio.preview.solved': "As dicas resolveram até o fim: pronto para publicar.",
  'studio.preview.notYet': "Ainda não foi resolvido pelas dicas.",
  'studio.preview.stuck': "As dicas não chegaram ao fim: algum passo não tem jogada que cumpra o objetivo. Confira os passos.",
  'studio.preview.noTable': "A mesa de pré-visualização não abriu. Recarregue a página e tente de novo.",
  'studio.preview.noElement': "Esta página não carregou a mesa de dominó, então não há o que mostrar.",
  'studio.preview.toPublish': "Ir para Publicar",
  'studio.preview.fixFirst': "Corrija estes problemas primeiro e depois veja como fica:",
  'studio.preview.phone': "Celular ({w} × {h})",
  'studio.preview.desktop': "Computador ({w} × {h}, reduzido para caber)",

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON
  'studio.publish.intro': "Escolha como colocar na sua página. Todas as formas levam o mesmo conteúdo, e todas abrem de volta no estúdio para editar.",
  'studio.publish.fixFirst': "Corrija estes problemas primeiro e depois publique:",
  'studio.publish.runFirst': "Antes de publicar, resolva pelas dicas em Pré-visualizar, para ter certeza de que o aluno consegue terminar.",
  'studio.publish.toPreview': "Ir para Pré-visualizar",
  'studio.publish.base': "Endereço da página de incorporação",
  'studio.publish.baseNote': "Onde fica a página de incorporação. Mude se você hospeda o domino-table por conta própria.",
  'studio.publish.badBase': "Isso não é um endereço da web (http:// ou https://). Usando {base} no lugar.",
  'studio.publish.coding': "Gerando o link…",
  'studio.publish.publish': "Publicar",
  'studio.publish.published': "Publicado.",
  'studio.publish.copy': "Copiar",
  'studio.publish.copied': "Copiado",
  'studio.publish.copyFailed': "Não deu para copiar: o texto está selecionado, aperte Ctrl+C.",
  'studio.publish.open': "Abrir",
  'studio.publish.link': "Link",
  'studio.publish.linkNote': "Tudo vai dentro do link ({n} caracteres): nenhum servidor guarda nada.",
  'studio.publish.long': "Passa de 2 KB ({n} caracteres): alguns sites e apps de conversa cortam links assim. Use a tag de script ou o arquivo JSON.",
  'studio.publish.iframe': "Incorporar (iframe)",
  'studio.publish.iframeNote': "Para blogs e sites que não aceitam script: cole como HTML.",
  'studio.publish.script': "Tag de script",
  'studio.publish.scriptNote': "Para as suas próprias páginas: a mesa com tudo no atributo.",
  'studio.publish.src': "Tag de script com arquivo JSON",
  'studio.publish.srcNote': "Baixe {file}, coloque junto da sua página e cole isto.",
  'studio.publish.oembed': "oEmbed",
  'studio.publish.oembedNote': "Para sites que transformam um link colado em conteúdo incorporado (oEmbed). Precisa do servidor de jogo.",
  'studio.publish.picture': "Imagem para newsletter",
  'studio.publish.pictureNote': "A posição inicial como imagem, para e-mail e redes sociais, onde a mesa não funciona.",
  'studio.publish.pictureAlt': "A posição inicial de {title}",
  'studio.publish.draw': "Gerar a imagem",
  'studio.publish.redraw': "Gerar de novo",
  'studio.publish.svg': "Baixar SVG",
  'studio.publish.png': "Baixar PNG",
  'studio.publish.file': "Arquivo JSON",
  'studio.publish.fileNote': "Guarde para editar depois (abra no estúdio) ou use com src=.",
  'studio.publish.json': "Baixar JSON",
  'studio.publish.untitled.lesson': "Uma lição de dominó",
  'studio.publish.untitled.puzzle': "Um problema de dominó",
  'studio.publish.untitled.course': "Um curso de dominó",

  // problems and refusals (check.ts, the element)
};
