// What the live region says when a person's turn comes: the moves since a person's turn was last announced first,
// the person's own plays left out, a seat's unseen draws counted together.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import '../engine/index.js';
import { legalActions } from '../engine/index.js';
import { Table } from './table.js';
import { sayText } from './view-panels.js';

async function until(f: () => boolean, ms = 10000): Promise<void> {
  const t = Date.now();
  while (!f()) {
    if (Date.now() - t > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the turn announcement', () => {
  test('a person’s turn says the other seats’ moves since their own, then whose turn it is', async () => {
    const t = new Table();
    t.set({ humans: [0], names: ['Ana', 'Bo', 'Cy'], pace: 0 });
    t.connect();
    await t.need('core', 'panels');
    await t.play({ variant: 'block', players: 3, seed: 4 });
    let checked = 0;
    for (let k = 0; k < 30 && t.game!.phase === 'playing' && checked < 3; k++) {
      await until(() => t.game!.phase !== 'playing' || t.game!.turn === 0);
      if (t.game!.phase !== 'playing') break;
      const said = t.state.said!;
      if (said.type === 'domino-turn' && said.before?.length) {
        assert.ok(said.before.every((x) => x.type !== 'msg' && x.type !== 'msgs' && (x.detail as { seat: number }).seat !== 0), 'not the person’s own move');
        const text = sayText(t, t.say, said);
        assert.match(text, /^(Round 1 starts\. )?((Bo|Cy) (plays|passes)[^.]*\. )+Your turn\.$/, text);
        checked++;
      }
      t.act(legalActions(t.game!)[0]!);
    }
    assert.ok(checked > 0);
    t.disconnect();
  });

  test('a round’s first turn says the round first (its start would be replaced at once)', async () => {
    const t = new Table();
    t.set({ humans: [0], names: ['Ana', 'Bo', 'Cy'], pace: 0 });
    t.connect();
    await t.need('core', 'panels');
    await t.play({ variant: 'block', players: 3, seed: 2 });
    await until(() => t.game!.turn === 0);
    const text = sayText(t, t.say, t.state.said);
    assert.match(text, /^Round 1 starts\. (.+\. )?Your turn\.$/, text);
    t.disconnect();
  });

  test('a seat’s tiles drawn unseen are counted together; the person’s own draws name their tiles', async () => {
    const t = new Table();
    t.set({ humans: [0], names: ['Ana', 'Bo', 'Cy'], pace: 0 });
    await t.need('core', 'panels');
    await t.play({ variant: 'draw', players: 3, seed: 1 });
    const draw = (seat: number, tile?: string) => ({ type: 'domino-draw' as const, detail: { seat, boneyard: 5, ...(tile ? { tile } : {}) } });
    const before = [draw(0, '6-2'), draw(1), draw(1), draw(1), { type: 'domino-play' as const, detail: { seat: 1, tile: '3-1', at: 'right', points: 0 } }, draw(2), { type: 'domino-pass' as const, detail: { seat: 2 } }];
    const text = sayText(t, t.say, { type: 'domino-turn', detail: { seat: 0, round: 1, human: true }, before });
    assert.equal(text, 'You draw six–two. Bo draws 3 tiles. Bo plays three–one on the right. Cy draws a tile. Cy passes. Your turn.');
    t.set({ lang: 'pl' });
    await t.need('core', 'panels');
    assert.match(sayText(t, t.say, { type: 'domino-turn', detail: { seat: 0, round: 1, human: true }, before }), /Bo dobiera 3 kamienie\. .*Twoja kolej\.$/);
  });
});
