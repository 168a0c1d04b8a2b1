/**
 * The embed page and oEmbed end to end, as a host uses them: the game server (child process, through the CLI)
 * serves dist/embed/ at /embed/ and answers /oembed; a host page on another origin frames the embed page in
 * `<iframe sandbox="allow-scripts">` (an opaque origin: no storage, no same-origin access) in headless Chromium.
 * The host page only listens to postMessage (and loads parent.js); the test clicks inside the frame as a person
 * would (puppeteer's frame API: real mouse events at the tile's place on the screen).
 * dist/embed/ is built first when it is missing (`EMBED_ONLY=1 rollup -c`; EMBED_REBUILD=1 rebuilds it anyway).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { encodeRecord } from '../record/record.js';
import { computerRecord } from '../testing/records.js';
import { launch, until } from '../testing/pages.js';
import { freePort, startServer } from '../testing/server.js';
import type { ServerProcess } from '../testing/server.js';

const ROOT = new URL('../../', import.meta.url);
let server: ServerProcess;
let base: string; // the embed server, http://127.0.0.1:PORT
let hostServer: http.Server;
let host: string; // the host page's origin (another port: another origin)
let browser: Browser;

interface Got {
  source: string;
  type: string;
  detail: any;
}

before(async () => {
  if (process.env.EMBED_REBUILD || !existsSync(new URL('dist/embed/domino-table.bundle.js', ROOT)) || !existsSync(new URL('dist/embed/parent.js', ROOT))) {
    execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: ROOT, env: { ...process.env, EMBED_ONLY: '1' }, stdio: 'inherit' });
  }
  server = await startServer();
  base = `http://127.0.0.1:${server.port}`;
  // The host page: an iframe of the embed page (src from the query), parent.js, and a record of every message.
  hostServer = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const src = q.get('src') ?? '';
    const helper = q.get('helper') === '0' ? '' : `<script src="${base}/embed/parent.js"></script>`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>host</title>${helper}</head><body>
<p>A blog post with a table in it.</p>
<iframe id="f" sandbox="allow-scripts" src="${src.replace(/"/g, '&quot;')}" style="width:600px;height:300px;border:0" title="domino table"></iframe>
<script>
window.got = [];
addEventListener('message', (e) => { if (e.data && e.data.source === 'domino-table') got.push(e.data); });
window.send = (command, args, id) => document.getElementById('f').contentWindow.postMessage({ target: 'domino-table', command, args, id }, '*');
window.wp = [];
addEventListener('message', (e) => { if (e.data && e.data.message === 'height') wp.push(e.data); });
window.heights = [];
document.getElementById('f').addEventListener('resize', (e) => heights.push(e.detail.height));
</script></body></html>`);
  });
  const port = await freePort();
  await new Promise<void>((r) => hostServer.listen(port, '127.0.0.1', r));
  host = `http://127.0.0.1:${port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  hostServer?.close();
  await server?.stop();
});

/** A host page framing `/embed/?query`; collects page errors of the host and the frame. */
async function hostPage(query: string, helper = true): Promise<{ page: Page; errors: string[]; frame: () => Frame }> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push((e as Error).message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setViewport({ width: 1000, height: 900 });
  await page.goto(`${host}/?${new URLSearchParams({ src: `${base}/embed/?${query}`, helper: helper ? '1' : '0' })}`);
  const frame = () => page.frames().find((f) => f.url().startsWith(`${base}/embed/`))!;
  return { page, errors, frame };
}

const got = (p: Page): Promise<Got[]> => p.evaluate(() => (window as unknown as { got: Got[] }).got);
const types = async (p: Page) => (await got(p)).map((m) => m.type);

/** A computer game of `steps` actions, as dt1 text. */
const recordText = (steps: number): string => encodeRecord(computerRecord({ variant: 'draw', players: 2, seed: 7 }, steps));

describe('the embed page in a sandboxed iframe', () => {
  test('a watched game ends: the parent receives every domino-* event by postMessage, domino-game-end last; the iframe takes the preferred height', async () => {
    const { page, errors } = await hostPage('variant=block&players=2&humans=none&speed=0&seed=3');
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'domino-game-end'), 90000);
    const msgs = await got(page);
    const t = msgs.map((m) => m.type);
    assert.ok(t.includes('ready') && t.includes('domino-game-start') && t.includes('domino-play') && t.includes('domino-round-end'), t.join(' '));
    assert.equal(t.filter((x) => x.startsWith('domino-')).at(-1), 'domino-game-end');
    const end = msgs.find((m) => m.type === 'domino-game-end')!;
    assert.ok(Array.isArray(end.detail.totals) && end.detail.totals.length === 2, JSON.stringify(end.detail));
    assert.equal(msgs.find((m) => m.type === 'domino-game-start')!.detail.variant, 'block');
    // parent.js resized the iframe to the table's preferred height: 600 px wide, the table's aspect there (1.1).
    const r = msgs.filter((m) => m.type === 'resize').at(-1)!;
    assert.equal(r.detail.width, 600);
    assert.ok(Math.abs(r.detail.height - 600 / 1.1) <= 2, JSON.stringify(r.detail));
    const box = await page.$eval('#f', (f) => ({ h: f.getBoundingClientRect().height, style: (f as HTMLElement).style.height }));
    assert.equal(box.style, `${r.detail.height}px`);
    assert.equal(Math.round(box.h), r.detail.height);
    // The resized frame: the table fills it (it was 300 px tall).
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/embed-watched.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("framed by WordPress (#?secret=…), the height also goes up as WordPress's own message; unframed that way, it does not", async () => {
    const { page } = await hostPage('variant=draw&players=2&seed=4#?secret=Ab3dE9');
    await until(page, () => (window as unknown as { wp: unknown[] }).wp.length > 0, 30000);
    const wp = await page.evaluate(() => (window as unknown as { wp: { message: string; value: number; secret: string }[] }).wp);
    assert.equal(wp[0]!.secret, 'Ab3dE9');
    const resize = (await got(page)).filter((m) => m.type === 'resize').at(-1)!;
    assert.equal(wp.at(-1)!.value, resize.detail.height, 'the same height as our own resize message');
    await page.close();
    const plain = await hostPage('variant=draw&players=2&seed=4');
    await until(plain.page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'resize'), 30000);
    assert.equal(await plain.page.evaluate(() => (window as unknown as { wp: unknown[] }).wp.length), 0);
    await plain.page.close();
  });

  test('the iframe resizes when it gets narrower: a new preferred height reaches the parent', async () => {
    const { page } = await hostPage('variant=draw&players=2&humans=none&speed=5000&seed=3');
    await until(page, () => (window as unknown as { heights: number[] }).heights.length > 0, 30000);
    const first = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1)!);
    await page.$eval('#f', (f) => ((f as HTMLElement).style.width = '400px'));
    await until(page, () => (window as unknown as { heights: number[] }).heights.at(-1) === 800, 10000); // 400 px: the phone aspect (.5)
    assert.ok(Math.abs(first - 545) <= 2, String(first));
    await page.close();
  });

  test('a lesson is solved inside the iframe by clicking (hint, then the highlighted tile or place); the parent gets domino-lesson-end', async () => {
    const { page, errors, frame } = await hostPage('lesson=f-fives&speed=0&persist'); // persist: no storage in the sandbox, said nowhere
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'ready'), 30000);
    // The frame is sandboxed and cross-origin: the host page cannot reach into it; the test clicks in it as a person.
    assert.equal(await page.evaluate(() => { try { return !!(document.getElementById('f') as HTMLIFrameElement).contentDocument; } catch { return false; } }), false);
    const f = frame();
    type Handle = { evaluate(fn: (x: Element | null) => boolean): Promise<boolean>; click(): Promise<void> };
    const q = (sel: string) => f.evaluateHandle((s) => document.querySelector('domino-table')!.shadowRoot!.querySelector(s), sel) as unknown as Promise<Handle>;
    const byText = (label: string) => f.evaluateHandle((l) => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === l) ?? null, label) as unknown as Promise<Handle>;
    for (let i = 0; i < 30 && !(await types(page)).includes('domino-lesson-end'); i++) {
      const hint = await byText('Hint');
      if (!(await hint.evaluate((b) => !!b))) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      await hint.click();
      await f.waitForFunction(() => {
        const r = document.querySelector('domino-table')!.shadowRoot!;
        return r.querySelector('.l-fb.info, [part~=hint], .controls .hint, .board .target');
      }, { timeout: 5000 });
      let clicked = false;
      for (const sel of ['.board .target', '.hand button.hint', '.learn .btn.hint', '.controls .btn.hint']) {
        const h = await q(sel);
        if (await h.evaluate((x) => !!x)) {
          await h.click();
          clicked = true;
          break;
        }
      }
      if (!clicked) await new Promise((r) => setTimeout(r, 300));
      await new Promise((r) => setTimeout(r, 300));
    }
    assert.ok(!(await got(page)).some((m) => m.type === 'domino-error'), 'no storage error');
    const end = (await got(page)).find((m) => m.type === 'domino-lesson-end');
    assert.ok(end, (await types(page)).join(' '));
    assert.equal(end!.detail.lesson, 'f-fives');
    assert.ok([1, 2, 3].includes(end!.detail.stars));
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/embed-lesson.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('commands: goTo from an origin named in parent= moves the replay (and is answered); from any other origin it is ignored', async () => {
    const record = recordText(20);
    const { page } = await hostPage(new URLSearchParams({ mode: 'replay', record, step: '3', parent: host }).toString(), false);
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'ready'), 30000);
    await page.evaluate(() => (window as any).send('goTo', [9], 'a'));
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'reply'), 10000);
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'domino-step' && m.detail.step === 9), 10000).catch(async (e) => {
      console.log(JSON.stringify(await got(page)).slice(0, 3000));
      throw e;
    });
    const msgs = await got(page);
    assert.deepEqual(msgs.find((m) => m.type === 'reply')!.detail, { id: 'a', command: 'goTo', ok: true, result: null });
    assert.equal(msgs.filter((m) => m.type === 'domino-step').at(-1)!.detail.step, 9);
    assert.equal(await page.evaluate(() => document.querySelector('domino-table')), null, 'the host page has no table of its own: all it knows came by postMessage');
    await page.close();

    const other = await hostPage(new URLSearchParams({ mode: 'replay', record, step: '3', parent: 'https://blog.example' }).toString(), false);
    // Its messages go to the origin it names only: this page hears nothing. The test looks into the frame itself.
    const shown = () => other.frame().evaluate(() => (document.querySelector('domino-table') as unknown as { step?: number; state?: { variant: string } } | null)?.state?.variant ?? null);
    for (let i = 0; i < 100 && !(await shown()); i++) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    await other.page.evaluate(() => {
      (window as any).send('goTo', [9], 'b');
      (window as any).send('newGame', [{ variant: 'block' }], 'c');
    });
    await new Promise((r) => setTimeout(r, 2000));
    assert.deepEqual(await types(other.page), [], 'nothing was posted to a page parent= does not name');
    assert.equal(await shown(), 'draw', 'no new game of the block variant');
    const step = await other.frame().evaluate(() => (document.querySelector('domino-table') as unknown as { step?: number }).step);
    assert.equal(step, 3, 'the replay stays where it was');
    await other.page.close();
  });

  test('Share (share-url) in the sandboxed frame: the clipboard is refused there, so the link is shown in a read-only field', async () => {
    const record = recordText(12);
    const { page, errors, frame } = await hostPage(new URLSearchParams({ mode: 'replay', record, step: '4', 'share-url': `${base}/embed/` }).toString());
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'ready'), 30000);
    const f = frame();
    const inRoot = (sel: string) => f.evaluateHandle((s) => document.querySelector('domino-table')!.shadowRoot!.querySelector(s), sel) as unknown as Promise<{ click(): Promise<void> }>;
    await (await inRoot('.log-btn')).click();
    await f.waitForFunction(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.log button')].some((b) => b.textContent!.trim() === 'Share'), { timeout: 10000 });
    const share = (await f.evaluateHandle(() => [...document.querySelector('domino-table')!.shadowRoot!.querySelectorAll('.log button')].find((b) => b.textContent!.trim() === 'Share')!)) as unknown as { click(): Promise<void> };
    await share.click();
    await f.waitForFunction(() => !!document.querySelector('domino-table')!.shadowRoot!.querySelector('.share input'), { timeout: 10000 });
    const link = await f.evaluate(() => (document.querySelector('domino-table')!.shadowRoot!.querySelector('.share input') as HTMLInputElement).value);
    const u = new URL(link);
    assert.equal(`${u.origin}${u.pathname}`, `${base}/embed/`);
    assert.equal(u.searchParams.get('step'), '4');
    assert.equal(u.searchParams.get('record'), record);
    assert.equal(u.searchParams.get('variant'), 'draw');
    // The link opens the same game at the same step.
    const again = await hostPage(u.search.slice(1));
    await until(again.page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'domino-step'), 30000);
    assert.equal((await got(again.page)).find((m) => m.type === 'domino-step')!.detail.step, 4);
    assert.deepEqual(errors, []);
    await Promise.all([page.close(), again.page.close()]);
  });

  test('bad parameters get the player-word banner of bad attributes, and a domino-error to the parent', async () => {
    const { page, errors, frame } = await hostPage('variant=draw&players=banana&humans=none&speed=0', false);
    await until(page, () => (window as unknown as { got: Got[] }).got.some((m) => m.type === 'domino-error'), 30000);
    const e = (await got(page)).find((m) => m.type === 'domino-error')!;
    assert.equal(e.detail.code, 'bad-players');
    await frame().waitForFunction(() => /banana/.test(document.querySelector('domino-table')!.shadowRoot!.querySelector('[role=alert], .banner')?.textContent ?? ''), { timeout: 10000 });
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('oEmbed', () => {
  const oembed = (q: Record<string, string>) => fetch(`${base}/oembed?${new URLSearchParams(q)}`);

  test('an embed URL: a rich answer with the sandboxed iframe, its size within maxwidth/maxheight, title, provider and thumbnail', async () => {
    const url = `${base}/embed/?variant=draw&players=3&lang=pl`;
    const r = await oembed({ url, maxwidth: '480', maxheight: '700', format: 'json' });
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type')!, /^application\/json/);
    const o = (await r.json()) as Record<string, any>;
    assert.equal(o.version, '1.0');
    assert.equal(o.type, 'rich');
    assert.equal(o.width, 480);
    assert.equal(o.height, 700); // 480 ÷ .5 = 960, held to maxheight
    assert.match(o.html, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/\?variant=draw&amp;players=3&amp;lang=pl" width="480" height="700" sandbox="allow-scripts"/);
    assert.equal(o.provider_name, 'domino-table');
    assert.equal(o.provider_url, `${base}/`);
    assert.equal(o.thumbnail_url, `${base}/embed/render.png?lang=pl&variant=draw&players=3`);
    assert.deepEqual([o.thumbnail_width, o.thumbnail_height], [1200, 630]);
    const pic = await fetch(o.thumbnail_url);
    assert.equal(pic.status, 200);
    assert.equal(pic.headers.get('content-type'), 'image/png');
    assert.ok(o.title.length > 5);
    // a bare embed page shows no position yet: no thumbnail (oEmbed: all three thumbnail fields or none)
    const bare = (await (await oembed({ url: `${base}/embed/` })).json()) as Record<string, unknown>;
    assert.equal(bare.type, 'rich');
    assert.ok(!('thumbnail_url' in bare) && !('thumbnail_width' in bare), JSON.stringify(bare));
  });

  test('404 for URLs that are not this server\'s embed pages, 400 without a url, 501 for XML', async () => {
    assert.equal((await oembed({ url: 'https://elsewhere.example/embed/?variant=draw' })).status, 404);
    assert.equal((await oembed({ url: `${base}/health` })).status, 404);
    assert.equal((await oembed({ url: 'not a url' })).status, 404);
    assert.equal((await oembed({})).status, 400);
    assert.equal((await oembed({ url: `${base}/embed/`, format: 'xml' })).status, 501);
    assert.equal((await fetch(`${base}/embed/%2e%2e/package.json`)).status, 404);
  });

  test('parent.js stays under 1 KB', async () => {
    const r = await fetch(`${base}/embed/parent.js`);
    assert.equal(r.status, 200);
    assert.ok((await r.arrayBuffer()).byteLength < 1024);
  });

  test('the embed page carries the discovery tag (absolute URL) and it answers', async () => {
    const r = await fetch(`${base}/embed/?variant=all-fives&players=2`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-security-policy')!, /default-src 'self'/);
    const html = await r.text();
    const m = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
    assert.ok(m, html);
    const href = m![1]!.replace(/&amp;/g, '&');
    assert.ok(href.startsWith(`${base}/oembed?url=`), href);
    const o = (await (await fetch(href)).json()) as Record<string, any>;
    assert.equal(o.type, 'rich');
    assert.match(o.html, /variant=all-fives&amp;players=2/);
  });
});

describe('link previews (Open Graph / Twitter card) on the embed page', () => {
  /** The page's `<meta>` values by property or name, entities decoded (as a crawler reads them). */
  const metas = (html: string): Map<string, string> => {
    const m = new Map<string, string>();
    for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
      m.set(key!, value!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    }
    return m;
  };
  /** GET with the path sent as it is (fetch would percent-encode quotes and angle brackets): what a hostile link can send. */
  const rawGet = (path: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const u = new URL(base);
      http.get({ host: u.hostname, port: u.port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c) => (body += c)).on('end', () => resolve(body));
      }).on('error', reject);
    });

  test('a record at a step: og:image and twitter:image are the picture of that step (absolute URL) and it answers 200 image/png', async () => {
    const record = recordText(16);
    const html = await (await fetch(`${base}/embed/?${new URLSearchParams({ mode: 'replay', record, step: '9', variant: 'draw', lang: 'pl', speed: '0' })}`)).text();
    const m = metas(html);
    const image = m.get('og:image')!;
    assert.ok(image, html);
    const u = new URL(image);
    assert.equal(`${u.origin}${u.pathname}`, `${base}/embed/render.png`);
    assert.equal(u.searchParams.get('record'), record);
    assert.equal(u.searchParams.get('step'), '9');
    assert.equal(u.searchParams.get('lang'), 'pl');
    assert.equal(u.searchParams.get('speed'), null, 'only what the picture reads');
    assert.equal(m.get('twitter:card'), 'summary_large_image');
    assert.equal(m.get('twitter:image'), image);
    assert.match(m.get('og:title')!, /Polish draw: a game to replay \(step 9\)/);
    assert.match(m.get('og:description')!, /step 9/);
    assert.equal(new URL(m.get('og:url')!).searchParams.get('record'), record);
    const r = await fetch(image);
    assert.equal(r.status, 200, await r.clone().text());
    assert.equal(r.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await r.arrayBuffer());
    assert.deepEqual([...png.subarray(1, 4)], [80, 78, 71]); // "PNG"
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), Number(m.get('og:image:height')));
  });

  test('a lesson and a new game: the picture of its start answers; a page with no position has a summary card and no image', async () => {
    for (const q of ['lesson=f-fives', 'variant=block&players=3&seed=4']) {
      const m = metas(await (await fetch(`${base}/embed/?${q}`)).text());
      assert.equal(m.get('twitter:card'), 'summary_large_image', q);
      const r = await fetch(m.get('og:image')!);
      assert.equal(r.status, 200, `${q}: ${await r.clone().text()}`);
      assert.equal(r.headers.get('content-type'), 'image/png');
    }
    const bare = metas(await (await fetch(`${base}/embed/`)).text());
    assert.equal(bare.get('og:image'), undefined);
    assert.equal(bare.get('twitter:card'), 'summary');
    assert.ok(bare.get('og:title'));
  });

  test('a hostile query (quotes, angle brackets, "$&") cannot put markup into the page: it stays in attribute values', async () => {
    const raw = `"><script>alert(1)</script><img/src=x/onerror=alert(2)>'$\`%24%26`; // sent unencoded but for "$&"
    const evil = decodeURIComponent(raw);
    const html = await rawGet(`/embed/?lesson=${raw}&record=${raw}&step=${raw}&variant=${raw}`);
    const clean = await (await fetch(`${base}/embed/?lesson=a&record=b&step=c&variant=d`)).text();
    assert.ok(!html.includes('<script>alert'), html);
    assert.ok(!html.includes('<img'), html);
    assert.equal(html.split('</head>').length, 2, 'one </head>');
    const tags = (h: string) => (h.match(/<[a-z]+/gi) ?? []).join(' ');
    assert.equal(tags(html), tags(clean), 'the same elements as for a harmless query');
    const m = metas(html);
    assert.ok(m.get('og:title')!.includes(evil.slice(0, 40)), m.get('og:title')); // the text is kept, as text
    assert.equal(new URL(m.get('og:image')!).searchParams.get('lesson'), evil);
  });
});
