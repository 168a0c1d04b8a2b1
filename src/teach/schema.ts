/**
 * The JSON Schemas (draft 2020-12) of the content formats: a lesson (docs/lessons.md), a puzzle (docs/puzzles.md) and
 * a course (an ordered list of lessons and puzzles). The package ships them as `schema/lesson.schema.json`,
 * `schema/puzzle.schema.json` and `schema/course.schema.json` (`domino-table/schema/*`), written from this module by
 * `npm run schema` (scripts/content/write-schema.ts; a test checks the files match). An editor that knows JSON Schema
 * shows their titles and descriptions as help; ./validate.ts checks content against them before the engine reads it.
 *
 * The schema says what shape the JSON has; the engine says whether the position is legal (a tile twice, a move the
 * rules refuse, a goal of another game): ./validate.ts asks both. Data only: loaded with the validator, never in a
 * play page's first paint.
 */

/** Where the schemas live once published (their `$id`s). */
export const SCHEMA_BASE = 'https://unpkg.com/domino-table/schema/';

type Json = Record<string, unknown>;

/** A schema of its own: no object shared with another (a validator keys what it has seen by object). */
const own = (x: Json): Json => JSON.parse(JSON.stringify(x)) as Json;

const VARIANTS = ['partnership', 'draw', 'all-fives', 'mexican-train', 'block'];
const TILE = '\\d{1,2}-\\d{1,2}';
const MOVE = `(?:${TILE}(?:@[A-Za-z0-9-]+)?|draw(?:@back)?|pass|end-turn|next-round)`;

const text = (description: string): Json => ({ $ref: '#/$defs/text', description });

/** The definitions lessons and puzzles share. */
const shared: Record<string, Json> = {
  text: {
    title: 'Text',
    description: 'A text shown as written, never as HTML: one string, or one string per language ({"en": "…", "pt-BR": "…", "pl": "…"}; a missing language falls back to "en").',
    anyOf: [
      { type: 'string' },
      { type: 'object', propertyNames: { pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }, additionalProperties: { type: 'string' }, minProperties: 1 },
    ],
  },
  tile: { title: 'Tile', description: 'A tile by its two halves: "6-4", "6-6", "12-5" (Mexican Train).', type: 'string', pattern: `^${TILE}$` },
  tiles: {
    title: 'Tiles',
    description: 'Tiles: a list ("6-4", "5-5") or one string of tiles separated by spaces ("6-4 5-5 3-1").',
    anyOf: [
      { type: 'string', pattern: `^\\s*(${TILE}(\\s+${TILE})*)?\\s*$` },
      { type: 'array', items: { $ref: '#/$defs/tile' } },
    ],
  },
  move: {
    title: 'Move',
    description: 'A move: a tile ("6-6", a lead), a tile at a place ("6-4@left", "12-5@train-0", "5-2@mexican", "5-3@up"), "draw", "draw@back", "pass", "end-turn" or "next-round".',
    type: 'string',
    pattern: `^${MOVE}$`,
  },
  moves: {
    title: 'Moves',
    description: 'Moves in order: one string ("6-6 6-4@right draw pass") or a list of moves.',
    anyOf: [
      { type: 'string', pattern: `^\\s*(${MOVE}(\\s+${MOVE})*)?\\s*$` },
      { type: 'array', items: { $ref: '#/$defs/move' } },
    ],
  },
  deal: {
    title: 'Deal',
    description: 'The deal of one round.',
    type: 'object',
    required: ['hands'],
    properties: {
      hands: { description: 'One hand per seat, each a list of tiles or one string of tiles separated by spaces.', type: 'array', minItems: 2, items: { $ref: '#/$defs/tiles' } },
      boneyard: { $ref: '#/$defs/tiles', description: 'The boneyard in draw order, front first. Leave it out (or give only its front) and the rest of the set follows in set order.' },
      leader: { description: 'All Fives: the seat that won the lot and leads (F-3).', type: 'integer', minimum: 0 },
      lot: { description: 'All Fives: the tiles drawn in each lot round, one per seat still in it (F-3).', type: 'array', items: { type: 'array', items: { $ref: '#/$defs/tile' } } },
    },
    additionalProperties: false,
  },
  position: {
    title: 'Position',
    description: 'Where it starts: the deal of the round (or of every round so far) and the moves from the deal to the start, each played through the rules engine.',
    type: 'object',
    properties: {
      deal: { $ref: '#/$defs/deal', description: 'The deal of the round.' },
      deals: { description: 'The deal of every round so far, in order (instead of "deal").', type: 'array', minItems: 1, items: { $ref: '#/$defs/deal' } },
      moves: { $ref: '#/$defs/moves', description: 'The moves from the deal to the start, played through the engine: "6-6 6-4@right draw pass" or a list.' },
    },
    anyOf: [{ required: ['deal'] }, { required: ['deals'] }],
    additionalProperties: false,
  },
  options: {
    title: 'House rules',
    description: 'House rules, as for the element\'s "options" attribute (docs/options.md); each game reads its own.',
    type: 'object',
    properties: {
      target: { description: 'The score that ends the game (partnership 50, draw 100, All Fives 250 or 200, block 100).', type: 'integer', minimum: 1 },
      lead: { description: 'Who leads a round: partnership "double-six" or "rotate"; block "rotate", "winner" or "starter".', enum: ['double-six', 'rotate', 'winner', 'starter'] },
      starterLeads: { description: 'Draw game: the starter leads "starting-tile" (the tile that made them starter) or "any".', enum: ['starting-tile', 'any'] },
      spinnerSidesFirst: { description: 'All Fives (F-7): the spinner\'s sides must be played before its top and bottom.', type: 'boolean' },
      roundHandScore: { description: 'All Fives (F-12): the count at the end of a hand is rounded to a multiple of five.', type: 'boolean' },
      boneyardReserve: { description: 'All Fives (F-11): tiles that stay in the boneyard (0, 1 or 2).', enum: [0, 1, 2] },
      firstTurn: { description: 'Mexican Train (M-6): the first turn plays a "chain" or a "single" tile.', enum: ['chain', 'single'] },
      doubleBlankValue: { description: 'Mexican Train (M-15): double blank counts 0 or 50.', enum: [0, 50] },
      engineSelection: { description: 'Mexican Train: the engine is played by its "holder" or "set-aside" before the deal.', enum: ['holder', 'set-aside'] },
      handSize: { description: 'Block game (B-2): tiles each with 3 or 4 players (5 or 7).', enum: [5, 7] },
    },
    additionalProperties: false,
  },
  variant: { title: 'Game', description: 'The game: "partnership", "draw", "all-fives", "mexican-train" or "block".', enum: VARIANTS },
  msg: {
    title: 'Measured reason',
    description: 'A language-free reason (the built-in puzzles\' stored reasons): a key of the "review" words and its parameters.',
    type: 'object',
    required: ['key'],
    properties: { key: { type: 'string' }, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } } },
    additionalProperties: false,
  },
};

/** The fields lessons and puzzles have in common. */
const common: Record<string, Json> = {
  $schema: { description: 'The schema this file follows (for editors).', type: 'string' },
  id: { description: 'An id for the page\'s events (domino-lesson-end, domino-puzzle-end) and progress.', type: 'string', maxLength: 200 },
  variant: { $ref: '#/$defs/variant' },
  players: { description: 'The number of seats (default: as many as the deal\'s hands).', type: 'integer', minimum: 2, maximum: 8 },
  options: { $ref: '#/$defs/options' },
  names: { description: 'The seats\' names (plain text); the learner is always called "you".', type: 'array', items: { type: 'string', maxLength: 40 } },
  learner: { description: 'The learner\'s seat (default 0). At the start it must be this seat\'s move.', type: 'integer', minimum: 0 },
  open: { description: 'true: every hand face up (lessons about blocked games).', type: 'boolean' },
  title: text('The title.'),
  intro: text('What it is about, shown before the first goal.'),
  summary: text('What was learned, shown at the end.'),
  position: { $ref: '#/$defs/position' },
};

const goal: Json = {
  title: 'Goal',
  description: 'What the learner must do at this step (docs/lessons.md "Goals"): "do" names the goal, the other fields are its parameters.',
  type: 'object',
  required: ['do'],
  properties: {
    do: {
      description: 'play: a tile that fits; lead: the first tile of the hand; score: All Fives, a play scoring at least "min"; draw: one draw; draw-until-playable: draw until a tile fits; pass, end-turn, next-round: that action; block: a play that blocks the game; go-out: playing the last tile; satisfy-double: Mexican Train, cover the open double; chain: Mexican Train, "min" tiles in a row on one train in the opening turn.',
      enum: ['play', 'lead', 'score', 'draw', 'draw-until-playable', 'pass', 'end-turn', 'block', 'go-out', 'satisfy-double', 'chain', 'next-round'],
    },
    tile: { description: '"play": that tile, or any of these.', anyOf: [{ $ref: '#/$defs/tile' }, { type: 'array', minItems: 1, items: { $ref: '#/$defs/tile' } }] },
    at: {
      description: '"play": at that place ("left", "right", "up", "down", "train-0", "mexican"), or "own" (the learner\'s train), "marked" (another player\'s marked train), "spinner" (its top or bottom); or any of a list.',
      anyOf: [{ type: 'string', minLength: 1 }, { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } }],
    },
    block: { description: '"play": false refuses a play that blocks the game.', const: false },
    min: { description: '"score": the least score (default 5); "chain": the least number of tiles.', type: 'integer', minimum: 1 },
    from: { description: '"draw", "draw-until-playable": from the "front" (default) or the "back" of the boneyard (the draw game).', enum: ['front', 'back'] },
  },
  additionalProperties: false,
  allOf: [
    { if: { properties: { do: { const: 'chain' } } }, then: { required: ['min'] } },
    { if: { properties: { do: { not: { const: 'play' } } } }, then: { properties: { tile: false, at: false, block: false } } },
    { if: { properties: { do: { not: { enum: ['score', 'chain'] } } } }, then: { properties: { min: false } } },
    { if: { properties: { do: { not: { enum: ['draw', 'draw-until-playable'] } } } }, then: { properties: { from: false } } },
  ],
};

const ruleIds: Json = { description: 'Rule ids (docs/rules: "C-1" … "B-14") for the rules card\'s links.', type: 'array', items: { type: 'string', pattern: '^[A-Z]-\\d+[a-z]?$' } };

/** The lesson schema (`domino-table/lesson-1`). */
export const lessonSchema: Json = own({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + 'lesson.schema.json',
  title: 'domino-table lesson',
  description: 'A lesson for <domino-table lesson="…">: a real position and the learner\'s goals, one at a time (docs/lessons.md). Every move is judged by the rules engine.',
  type: 'object',
  required: ['variant', 'position', 'steps'],
  properties: {
    format: { description: 'The format and its version.', const: 'domino-table/lesson-1' },
    ...common,
    steps: {
      description: 'The learner\'s goals, in order (at least one; keep it to six or fewer).',
      type: 'array',
      minItems: 1,
      items: {
        title: 'Step',
        description: 'One goal of the lesson.',
        type: 'object',
        required: ['goal'],
        properties: {
          goal: { $ref: '#/$defs/goal' },
          text: text('The goal in one sentence (default: said by the table from the goal).'),
          done: text('Said when the goal is met, after the table\'s own explanation of the move.'),
          then: { $ref: '#/$defs/moves', description: 'The other seats\' moves after this step, in order, each used when legal ("5-3@up pass"); without it each plays its heaviest playable tile, else draws, else passes.' },
          rules: ruleIds,
        },
        additionalProperties: false,
      },
    },
    rules: ruleIds,
  },
  additionalProperties: false,
  $defs: { ...shared, goal },
});

/** The puzzle schema (`domino-table/puzzle-1`). */
export const puzzleSchema: Json = own({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + 'puzzle.schema.json',
  title: 'domino-table puzzle',
  description: 'A puzzle for <domino-table puzzle="…">: one decision where one move is clearly best with only what the deciding seat could see (docs/puzzles.md). Give "choices" (every option with its value) or "answer" (the accepted moves).',
  type: 'object',
  required: ['variant', 'position', 'theme'],
  properties: {
    format: { description: 'The format and its version.', const: 'domino-table/puzzle-1' },
    ...common,
    learner: { description: 'The seat that decides (default 0); it must be that seat\'s move at the position.', type: 'integer', minimum: 0 },
    theme: { description: 'What the puzzle teaches.', enum: ['block', 'go-out', 'count', 'score-fives', 'cover-double', 'keep-number', 'partner'] },
    rating: { description: 'The difficulty, on the puzzle rating\'s scale (about 800–2200; default 1500).', type: 'number', minimum: 0, maximum: 4000 },
    tolerance: { description: 'Accept options within this many points of the best (default: the game\'s).', type: 'number', minimum: 0 },
    choices: {
      description: 'Every option of the decision with its value; those within "tolerance" of the best are accepted.',
      type: 'array',
      minItems: 2,
      items: {
        title: 'Option',
        type: 'object',
        required: ['move', 'value'],
        properties: {
          move: { $ref: '#/$defs/move', description: 'The move.' },
          value: { description: 'Its value for the deciding seat (expected points).', type: 'number' },
          reply: { $ref: '#/$defs/moves', description: 'The other seats\' next moves after it (default: the table\'s own choice until the seat moves again).' },
          why: { description: 'Why it is worse than the best (text), or the built-in puzzles\' measured reasons.', anyOf: [{ $ref: '#/$defs/text' }, { type: 'array', items: { $ref: '#/$defs/msg' } }] },
        },
        additionalProperties: false,
      },
    },
    answer: { description: 'Instead of "choices": the accepted moves ("6-4@left", "6-3@left 6-3@right" or a list); any other legal move is answered by the table\'s own reply.', anyOf: [{ type: 'string', pattern: `^\\s*${MOVE}(\\s+${MOVE})*\\s*$` }, { type: 'array', minItems: 1, items: { $ref: '#/$defs/move' } }] },
    text: text('The task in one sentence (default: "Find the best move").'),
    why: text('Why the best move is best, shown at the end.'),
  },
  anyOf: [{ required: ['choices'] }, { required: ['answer'] }],
  additionalProperties: false,
  $defs: shared,
});

/** The course schema (`domino-table/course-1`). */
export const courseSchema: Json = own({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: SCHEMA_BASE + 'course.schema.json',
  title: 'domino-table course',
  description: 'A course for <domino-table course="…">: lessons and puzzles in order, with a title. Next lesson goes through it.',
  type: 'object',
  required: ['title', 'items'],
  properties: {
    $schema: { description: 'The schema this file follows (for editors).', type: 'string' },
    format: { description: 'The format and its version.', const: 'domino-table/course-1' },
    id: { description: 'An id for the page\'s events and progress.', type: 'string', maxLength: 200 },
    title: { $ref: '#/$defs/text', description: 'The course\'s title.' },
    summary: { $ref: '#/$defs/text', description: 'What the course teaches.' },
    items: {
      description: 'The lessons and puzzles, in order: each a built-in id or the lesson or puzzle itself.',
      type: 'array',
      minItems: 1,
      items: {
        title: 'Item',
        description: 'One lesson ({"lesson": …}) or one puzzle ({"puzzle": …}).',
        type: 'object',
        properties: {
          lesson: { description: 'A built-in lesson\'s id ("f-fives") or a lesson.', anyOf: [{ type: 'string', minLength: 1 }, { $ref: 'lesson.schema.json' }] },
          puzzle: { description: 'A built-in puzzle\'s id ("pt-012") or a puzzle.', anyOf: [{ type: 'string', minLength: 1 }, { $ref: 'puzzle.schema.json' }] },
        },
        minProperties: 1,
        maxProperties: 1,
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  $defs: { text: shared.text! },
});

/** The schemas by kind. */
export const SCHEMAS = { lesson: lessonSchema, puzzle: puzzleSchema, course: courseSchema } as const;
