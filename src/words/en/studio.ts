/** The studio's words (en): `<domino-studio>` (src/studio/). Each part keeps its keys in its own section. */
export default {
  // tabs
  'studio.tab.setup': 'Position',
  'studio.tab.steps': 'Steps',
  'studio.tab.puzzle': 'Puzzle',
  'studio.tab.course': 'Course',
  'studio.tab.preview': 'Preview',
  'studio.tab.publish': 'Publish',

  // setup (parts/setup.ts): the game, the players, the tiles of each hand, the moves to the start

  // steps (parts/steps.ts): a lesson's goals and texts

  // puzzle (parts/puzzle.ts): valuing the options, theme and difficulty

  // course (parts/course.ts): lessons and puzzles in order

  // preview (parts/preview.ts): the learner's view, phone and desktop, the run by the hints
  'studio.preview.intro': "What the learner sees: on a phone and on a computer. Try it by hand, then let the hints solve it from the start — publishing opens once they reach the end.",
  'studio.preview.run': "Solve it by the hints",
  'studio.preview.running': "Solving by the hints…",
  'studio.preview.solved': "Solved by the hints to the end: ready to publish.",
  'studio.preview.notYet': "Not solved by the hints yet.",
  'studio.preview.stuck': "The hints did not reach the end: some step has no move that meets its goal. Check the steps.",
  'studio.preview.noTable': "The preview table did not start. Reload the page and try again.",
  'studio.preview.noElement': "This page has no domino table loaded, so there is nothing to preview.",
  'studio.preview.toPublish': "Go to Publish",
  'studio.preview.fixFirst': "Fix these first, then preview:",
  'studio.preview.phone': "Phone ({w} × {h})",
  'studio.preview.desktop': "Computer ({w} × {h}, scaled to fit)",

  // publish (parts/publish.ts): link, embed, script tag, oEmbed, picture, JSON
  'studio.publish.intro': "Pick how to put it on your page. Each way carries the same thing, and each opens back in the studio for editing.",
  'studio.publish.fixFirst': "Fix these first, then publish:",
  'studio.publish.runFirst': "Before publishing, solve it by the hints in Preview, so you know a learner can finish it.",
  'studio.publish.toPreview': "Go to Preview",
  'studio.publish.base': "Embed page address",
  'studio.publish.baseNote': "Where the embed page is served. Change it if you host domino-table yourself.",
  'studio.publish.badBase': "That is not a web address (http:// or https://). Using {base} instead.",
  'studio.publish.coding': "Making the link…",
  'studio.publish.publish': "Publish",
  'studio.publish.published': "Published.",
  'studio.publish.copy': "Copy",
  'studio.publish.copied': "Copied",
  'studio.publish.copyFailed': "Could not copy: the text is selected, press Ctrl+C.",
  'studio.publish.open': "Open",
  'studio.publish.link': "Link",
  'studio.publish.linkNote': "The whole thing is in the link ({n} characters): no server keeps it.",
  'studio.publish.long': "Over 2 KB ({n} characters): some sites and chat apps cut links this long. Use the script tag or the JSON file instead.",
  'studio.publish.iframe': "Embed (iframe)",
  'studio.publish.iframeNote': "For blogs and sites that take no script: paste it as HTML.",
  'studio.publish.script': "Script tag",
  'studio.publish.scriptNote': "For your own pages: the table with everything in its attribute.",
  'studio.publish.src': "Script tag with a JSON file",
  'studio.publish.srcNote': "Download {file}, put it next to your page and paste this.",
  'studio.publish.oembed': "oEmbed",
  'studio.publish.oembedNote': "For sites that turn a pasted link into an embed (oEmbed). Needs the game server.",
  'studio.publish.picture': "Picture for a newsletter",
  'studio.publish.pictureNote': "The starting position as an image, for email and social posts, where no table can play.",
  'studio.publish.pictureAlt': "The starting position of {title}",
  'studio.publish.draw': "Make the picture",
  'studio.publish.redraw': "Make it again",
  'studio.publish.svg': "Download SVG",
  'studio.publish.png': "Download PNG",
  'studio.publish.file': "JSON file",
  'studio.publish.fileNote': "Keep it to edit later (load it in the studio), or use it with src=.",
  'studio.publish.json': "Download JSON",
  'studio.publish.untitled.lesson': "A domino lesson",
  'studio.publish.untitled.puzzle': "A domino puzzle",
  'studio.publish.untitled.course': "A domino course",

  // problems and refusals (check.ts, the element)
};
