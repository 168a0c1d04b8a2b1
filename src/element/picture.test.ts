// toSVG() (issue 19, item 3): the element's picture of its position is its board — the same tiles at the same
// transforms as its live board, where the board layout puts them, and where renderSVG (the Node API's drawing, run here
// in Chromium) puts them for the same felt: one expected geometry for the element and for renderSVG (src/testing/pictures.ts).
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { mount, until } from '../testing/harness.js';
import { host } from '../testing/lessons.js';
import { encodeRecord } from '../record/record.js';
import { expectedTiles, partnershipRecord, tilesOfBoard, tilesOfSVG } from '../testing/pictures.js';
import { renderSVG } from '../render/svg.js';
import { CLASSIC } from '../table/picture.js';

const rec = partnershipRecord();
const steps = (events: { type: string; detail: Record<string, unknown> }[]) => events.filter((e) => e.type === 'domino-step').map((e) => e.detail);

for (const [vw, vh] of [
  [375, 740],
  [1280, 800],
] as const) {
  describe(`toSVG() at ${vw}×${vh}`, () => {
    before(() => setViewport({ width: vw, height: vh }));

    it('draws the replay’s step with the live board’s tiles, where the layout and renderSVG put them', async () => {
      const { el, events } = mount(await host(vw < 600 ? 355 : 900), { mode: 'replay', record: encodeRecord(rec), step: '14', speed: '0' });
      await until(() => steps(events).length > 0, 10000, 'domino-step');
      for (const step of [14, 22]) {
        await el.goTo(step);
        await until(() => steps(events).at(-1)!.step === step);
        await el.updateComplete;
        // the felt is measured by a ResizeObserver and drawn a frame later; a replay panel beside the board may move it once more
        const measure = () => {
          const board = el.shadowRoot!.querySelector('svg.board')!;
          const felt = el.shadowRoot!.querySelector('.felt')!.getBoundingClientRect();
          const [fw, fh, w] = [Math.floor(felt.width), Math.floor(felt.height), Math.floor(el.getBoundingClientRect().width)];
          return { board, fw, fh, w, want: expectedTiles(rec, step, fw, fh, w) };
        };
        let m = measure();
        await until(() => ((m = measure()), JSON.stringify(tilesOfBoard(m.board)) === JSON.stringify(m.want)), 3000, 'the board drawn for its felt').catch(() => {});
        const { board, fw, fh, w, want } = m;
        expect(want.length).to.be.greaterThan(5);
        expect(tilesOfBoard(board)).to.deep.equal(want);
        const svg = (await el.toSVG())!;
        expect(svg).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+"/);
        expect(tilesOfSVG(svg)).to.deep.equal(want);
        // the viewBox is the live board's
        expect(svg).to.contain(`viewBox="${board.getAttribute('viewBox')}"`);
        if (w === fw) expect(tilesOfSVG(await renderSVG(rec, { step, width: fw, height: fh }))).to.deep.equal(want);
        else expect(tilesOfSVG(await renderSVG(rec, { step, width: fw, height: fh }))).to.deep.equal(expectedTiles(rec, step, fw, fh));
      }
      expect(events.some((e) => e.type === 'domino-error')).to.equal(false);
    });

    it('takes the theme’s colours, inline; null before a game', async () => {
      const parent = await host(vw < 600 ? 355 : 900);
      const blank = document.createElement('domino-table');
      expect(await blank.toSVG()).to.equal(null);
      const { el, events } = mount(parent, { mode: 'replay', record: encodeRecord(rec), step: '5', speed: '0' });
      el.style.setProperty('--domino-felt', '#123456');
      await until(() => steps(events).length > 0, 10000, 'domino-step');
      await el.updateComplete;
      const svg = (await el.toSVG())!;
      expect(svg).to.contain('fill="#123456"');
      expect(svg).to.contain(`fill="${CLASSIC.tile}"`);
      expect(svg).not.to.match(/<style|<script|class="(face|pip)/);
    });
  });
}
