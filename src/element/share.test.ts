import { expect } from '@open-wc/testing';
import { mount, until } from '../testing/harness.js';
import { button, computerRecord, host } from '../testing/lessons.js';
import { decodeRecord, encodeRecord } from '../record/record.js';
import type { DominoTable } from './domino-table.js';

const rec = computerRecord({ variant: 'all-fives', players: 2, seed: 77 }, 30, ['Ana', 'Bo']);
const root = (el: DominoTable) => el.shadowRoot!;

/** Opens the move log by its button in the top bar, as a person would. */
async function openLog(el: DominoTable): Promise<void> {
  await until(() => !!root(el).querySelector('.log-btn'), 10000, 'the Moves button');
  (root(el).querySelector('.log-btn') as HTMLButtonElement).click();
  await until(() => !!root(el).querySelector('.log'), 5000, 'the move log');
  await el.updateComplete;
}

describe('Share (share-url)', () => {
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  let copied: string[] = [];
  const fake = (ok: boolean) =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (t: string) => (ok ? (copied.push(t), Promise.resolve()) : Promise.reject(new DOMException('denied', 'NotAllowedError'))) } });
  afterEach(() => {
    copied = [];
    delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  });

  it('without share-url there is no Share button', async () => {
    const { el } = mount(await host(), { mode: 'replay', record: encodeRecord(rec), step: '5', speed: '0' });
    await openLog(el);
    expect(button(el, 'Share')).to.equal(null);
  });

  it('copies a link to this game at this step: the embed page in replay mode with the record, the step and the variant', async () => {
    fake(true);
    const { el } = mount(await host(), { mode: 'replay', record: encodeRecord(rec), step: '7', speed: '0', 'share-url': 'https://example.org/embed/?lang=pl' });
    await until(() => el.state !== null, 10000);
    await openLog(el);
    button(el, 'Share')!.click();
    await until(() => copied.length === 1, 5000, 'the clipboard');
    const u = new URL(copied[0]!);
    expect(u.origin + u.pathname).to.equal('https://example.org/embed/');
    expect(u.searchParams.get('lang')).to.equal('pl'); // the base's own parameters stay
    expect(u.searchParams.get('mode')).to.equal('replay');
    expect(u.searchParams.get('step')).to.equal('7');
    expect(u.searchParams.get('variant')).to.equal('all-fives');
    expect(decodeRecord(u.searchParams.get('record')!)).to.deep.equal(decodeRecord(encodeRecord(rec)));
    await el.updateComplete;
    expect(root(el).querySelector('.share [role=status]')!.textContent).to.equal('Link copied: this game at this move.');
  });

  it('where the clipboard refuses (a sandboxed frame), the link is shown in a read-only field; a game in play shares its current step', async () => {
    fake(false);
    const { el } = mount(await host(), { variant: 'draw', players: '2', humans: 'none', speed: '0', seed: '4', 'share-url': 'https://example.org/embed/' });
    await until(() => (el.state?.line?.length ?? 0) > 0, 10000, 'a move');
    await openLog(el);
    button(el, 'Share')!.click();
    await until(() => !!root(el).querySelector('.share input'), 5000, 'the link field');
    const input = root(el).querySelector('.share input') as HTMLInputElement;
    expect(input.readOnly).to.equal(true);
    const u = new URL(input.value);
    expect(u.searchParams.get('mode')).to.equal('replay');
    expect(Number(u.searchParams.get('step'))).to.be.greaterThan(0);
    expect(u.searchParams.get('variant')).to.equal('draw');
    expect(root(el).querySelector('.share [role=status]')!.textContent).to.equal('Copy this link to share this game at this move:');
  });
});
