// Strict CSP: this file runs in a page whose policy is `style-src 'self'` (web-test-runner.config.mjs, group
// strict-csp), which blocks `style="…"` attributes set from markup and inline <style> elements. The element must
// cause no violation in any mode, carry no <style>, and still place every board tile at its own spot (positions
// go through CSSOM, which a CSP allows). The full page test with Trusted Types is in test/embed.
import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { button, computerRecord, personsTurn } from '../testing/lessons.js';
import type { DominoTable } from './domino-table.js';

const violations = () => (window as unknown as { cspViolations: string[] }).cspViolations;

/** A host 900 px wide (sized through CSSOM: a style attribute would itself be a violation here). */
function host(): HTMLElement {
  const div = document.createElement('div');
  div.style.width = '900px';
  document.body.append(div);
  return div;
}

/** <style> elements anywhere in the element's shadow DOM (nested shadow roots included). */
function styleElements(el: DominoTable): number {
  let n = 0;
  const walk = (root: ShadowRoot) => {
    n += root.querySelectorAll('style').length;
    for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(el.shadowRoot!);
  return n;
}

/** The board tiles' positions on screen (whole pixels). */
function tilePositions(el: DominoTable): string[] {
  return [...el.shadowRoot!.querySelectorAll('.board g.t')].map((g) => {
    const r = g.getBoundingClientRect();
    return `${Math.round(r.x)},${Math.round(r.y)}`;
  });
}

describe('strict CSP (style-src without unsafe-inline)', () => {
  beforeEach(() => violations().splice(0));
  afterEach(() => document.querySelectorAll('body > div').forEach((d) => d.remove()));

  it('the policy is in force on this page (a style attribute from markup is reported)', async () => {
    const probe = document.createElement('p');
    probe.setAttribute('style', 'color: red');
    document.body.append(probe);
    await until(() => violations().length > 0, 2000, 'the probe violation');
    probe.remove();
  });

  it('play mode to a round end: no violation, no <style>', async () => {
    const { el, events } = mount(host(), { variant: 'draw', players: '3', seed: '4', humans: 'none', speed: '0' });
    await until(() => events.some((e) => e.type === 'domino-round-end'), 30000, 'the round end');
    await el.updateComplete;
    expect(violations()).to.deep.equal([]);
    expect(styleElements(el)).to.equal(0);
  });

  it('replay: board tiles at distinct positions', async () => {
    const rec = computerRecord({ variant: 'all-fives', players: 2, seed: 3 }, 14);
    const { el } = mount(host(), { mode: 'replay', record: JSON.stringify(rec), step: '12', speed: '0' });
    await until(() => tilePositions(el).length >= 8, 10000, 'the board at step 12');
    const pos = tilePositions(el);
    expect(new Set(pos).size, pos.join(' ')).to.equal(pos.length);
    expect(violations()).to.deep.equal([]);
    expect(styleElements(el)).to.equal(0);
  });

  it('teach mode with the rules card open: no violation, no <style>, and the teach panel is styled', async () => {
    const { el } = mount(host(), { mode: 'teach', variant: 'all-fives', players: '2', seed: '7', speed: '0' });
    await personsTurn(el);
    await until(() => !!el.shadowRoot!.querySelector('.learn'), 5000, 'the teach panel');
    button(el, 'Rules')!.click();
    await until(() => !!el.shadowRoot!.querySelector('.l-rules'), 5000, 'the rules card');
    // the teach panel's sheet is adopted: its rules apply
    expect(getComputedStyle(el.shadowRoot!.querySelector('.learn')!).borderRadius).to.equal('12px');
    expect(violations()).to.deep.equal([]);
    expect(styleElements(el)).to.equal(0);
  });
});
