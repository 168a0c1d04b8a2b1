// Content links (issue 51): any valid lesson or puzzle round-trips through a `dl1.` link; a damaged link — a flipped
// character, a cut at any length, a newer version — is refused whole with a reason (bad-link / link-version), never
// half-loaded. Lessons are drawn from seeded real positions (fast-check, the suite's fixed seed).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyAction, createGame, legalActions } from '../engine/index.js';
import type { Variant } from '../engine/types.js';
import { moveText } from './lesson-json.js';
import { decodeContent, encodeContent, LinkError } from './link.js';
import { problems } from './validate.js';
import drawPuzzles from './puzzles/draw.js';

const VARIANTS: Variant[] = ['partnership', 'draw', 'all-fives', 'mexican-train', 'block'];
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.record({ en: fc.string({ maxLength: 30 }), 'pt-BR': fc.string({ unit: 'grapheme', maxLength: 30 }), pl: fc.string({ unit: 'grapheme', maxLength: 30 }) }));

/** A valid lesson: a real game's first deal, a few random legal moves, a goal the learner can meet. */
const lessonArb = fc
  .record({ variant: fc.constantFrom(...VARIANTS), seed: fc.integer({ min: 1, max: 1e6 }), moves: fc.array(fc.nat(), { maxLength: 6 }), title: text, intro: fc.option(text, { nil: undefined }), done: fc.option(text, { nil: undefined }) })
  .map(({ variant, seed, moves, title, intro, done }) => {
    let g = createGame({ variant, seed });
    const played: string[] = [];
    for (const k of moves) {
      if (g.phase !== 'playing' || g.turn === null) break;
      const legal = legalActions(g).filter((a) => a.type !== 'next-round');
      if (!legal.length) break;
      const a = legal[k % legal.length]!;
      g = applyAction(g, a);
      played.push(moveText(a));
    }
    const learner = g.turn ?? 0;
    const first = g.phase === 'playing' ? legalActions(g)[0] : undefined;
    const goal = !first ? { do: 'play' } : first.type === 'play' ? { do: 'play' } : { do: first.type };
    const lesson: Record<string, unknown> = { format: 'domino-table/lesson-1', variant, players: g.hands.length, learner, title, position: { deal: { hands: g.deal.hands, boneyard: g.deal.boneyard, ...(g.deal.leader !== undefined ? { leader: g.deal.leader } : {}), ...(g.deal.lot ? { lot: g.deal.lot } : {}) }, moves: played.join(' ') }, steps: [{ goal, ...(done === undefined ? {} : { done }) }] };
    if (intro !== undefined) lesson.intro = intro;
    return JSON.parse(JSON.stringify(lesson)) as Record<string, unknown>; // plain objects, as JSON gives
  })
  .filter((l) => problems('lesson', l).length === 0);

async function refused(text: string): Promise<LinkError> {
  try {
    await decodeContent(text);
  } catch (e) {
    assert.ok(e instanceof LinkError, `not a LinkError: ${String(e)}`);
    assert.ok(e.message.length > 10, 'a reason');
    return e;
  }
  assert.fail(`accepted a damaged link: ${text.slice(0, 60)}…`);
}

describe('content links', () => {
  test('any valid lesson round-trips, and validates again', async () => {
    await fc.assert(
      fc.asyncProperty(lessonArb, async (lesson) => {
        const link = await encodeContent('lesson', lesson);
        const back = await decodeContent(link);
        assert.equal(back.kind, 'lesson');
        assert.deepEqual(back.value, lesson);
        assert.deepEqual(problems('lesson', back.value), []);
      }),
      { numRuns: 40 },
    );
  });

  test('a built-in puzzle round-trips', async () => {
    for (const p of drawPuzzles.slice(0, 10)) {
      const back = await decodeContent(await encodeContent('puzzle', p));
      assert.deepEqual(back, { kind: 'puzzle', value: { format: 'domino-table/puzzle-1', ...p } });
    }
  });

  test('a flipped character is refused with bad-link (or, in the last character’s unused bits, reads the very same content)', async () => {
    await fc.assert(
      fc.asyncProperty(lessonArb, fc.nat(), fc.nat(63), async (lesson, at, to) => {
        const link = await encodeContent('lesson', lesson);
        const i = 4 + (at % (link.length - 4));
        const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const c = B64[(B64.indexOf(link[i]!) + 1 + (to % 63)) % 64]!;
        const bad = link.slice(0, i) + c + link.slice(i + 1);
        try {
          const back = await decodeContent(bad);
          // base64's last character may carry bits no byte uses: the same bytes, so the same content, whole
          assert.equal(i, link.length - 1, 'only the last character may change without changing a byte');
          assert.deepEqual(back.value, lesson);
        } catch (e) {
          assert.ok(e instanceof LinkError && e.code === 'bad-link', String(e));
        }
      }),
      { numRuns: 60 },
    );
  });

  test('a link cut at every length is refused with bad-link', async () => {
    const [lesson] = fc.sample(lessonArb, { numRuns: 1, seed: 7 });
    const link = await encodeContent('lesson', lesson!);
    for (let n = 0; n < link.length; n++) {
      const e = await refused(link.slice(0, n));
      assert.equal(e.code, 'bad-link', `cut at ${n}`);
    }
  });

  test('a link of a newer version is refused with link-version, whatever follows', async () => {
    const [lesson] = fc.sample(lessonArb, { numRuns: 1, seed: 9 });
    const link = await encodeContent('lesson', lesson!);
    for (const t of ['dl2.' + link.slice(4), 'https://example.org/embed/?lesson=dl3.AAAA', 'dl10.x']) assert.equal((await refused(t)).code, 'link-version');
    assert.match((await refused('dl2.' + link.slice(4))).message, /newer version/);
  });

  test('foreign text is refused with bad-link', async () => {
    for (const t of ['', 'hello', 'dl1.', 'dl1.!!!!', 'dl0.AAAA', 'dt1.AAAAAA']) assert.equal((await refused(t)).code, 'bad-link', t);
  });
});
