/**
 * Screenshots of the online demo as a group sees it (run: `node --import tsx scripts/look/online-shots.ts OUT_DIR`):
 * a host page at 1280×800 and a guest on a 375×740 phone, both from the invite flow, with the room panel, the turn
 * clock and a quick-chat message.
 */
import { launch, openPage, until } from '../../src/testing/pages.js';
import { startDemo, startServer } from '../../src/testing/server.js';

const out = process.argv[2] ?? '.';
const [server, demo] = await Promise.all([startServer({ AI_DELAY_MS: '300' }), startDemo()]);
const browser = await launch();
try {
  const host = await openPage(browser, demo.url, new URLSearchParams({ server: server.url }).toString());
  await host.page.setViewport({ width: 1280, height: 800 });
  await host.page.select('#create select[name=variant]', 'draw');
  await host.page.select('#create select[name=players]', '3');
  await host.page.select('#create select[name=clock]', '30/30');
  await host.page.type('#create input[name=name]', 'Ana');
  await host.page.click('#create button');
  const link = (p: typeof host.page, key: string) => p.evaluate((k) => (document.querySelector('domino-table')!.shadowRoot!.querySelector(`a[data-link="${k}"]`) as HTMLAnchorElement | null)?.href ?? '', key);
  await until(host.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('a[data-link="seat-1"]'));
  await host.page.screenshot({ path: `${out}/online-host-waiting-1280.png` });
  const u1 = await link(host.page, 'seat-1');
  const guest = await openPage(browser, demo.url, new URL(u1).search.slice(1));
  await guest.page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
  await guest.page.reload(); // opened at the phone's size (the seat is taken back by its token)
  await until(guest.page, () => (document.querySelector('domino-table') as any)?.connection?.state === 'open');
  await until(host.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('a[data-link="seat-2"]'));
  await host.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('button.qr-btn[data-link="seat-2"]') as HTMLElement).click());
  await until(host.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.qr svg'));
  await host.page.screenshot({ path: `${out}/online-host-qr-1280.png` });
  const u2 = await link(host.page, 'seat-2');
  const third = await openPage(browser, demo.url, new URL(u2).search.slice(1));
  await until(host.page, () => (document.querySelector('domino-table') as any)?.state?.phase === 'playing', 30000);
  await guest.page.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('button[data-say="good-luck"]') as HTMLElement).click());
  await until(host.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.said li'));
  await new Promise((r) => setTimeout(r, 1500));
  await host.page.bringToFront();
  await host.page.screenshot({ path: `${out}/online-host-1280.png` });
  await guest.page.bringToFront();
  console.log('guest scrollY', await guest.page.evaluate(() => scrollY));
  await guest.page.screenshot({ path: `${out}/online-guest-375.png`, captureBeyondViewport: false });
  await guest.page.screenshot({ path: `${out}/online-guest-375-full.png`, fullPage: true });
  const taken = await openPage(browser, demo.url, new URL(u1).search.slice(1));
  await taken.page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
  await taken.page.reload();
  await until(taken.page, () => document.querySelector('domino-table')?.shadowRoot?.querySelector('.offer'));
  await taken.page.screenshot({ path: `${out}/online-taken-375.png`, captureBeyondViewport: false });
  void third;
} finally {
  await browser.close();
  await Promise.all([server.stop(), demo.stop()]);
}
