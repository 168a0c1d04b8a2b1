/**
 * The computer players' page-wide setting (where their worker script is) and the console notes of parts that could
 * not load. Small on purpose: the element's own bundle holds this, while the client that starts the worker
 * (./remote.ts) loads when a computer seat first has to move.
 */

let workerUrl: string | URL | null | undefined;
const said = new Set<string>();

/**
 * Where computer players' worker script is: a URL (an app that copies `domino-table/worker` among its assets),
 * `null` for no worker (think on the page's thread), `undefined` (default) for `worker.js` beside the client's code (./remote.ts).
 */
export function setWorkerUrl(url: string | URL | null | undefined): void {
  workerUrl = url;
}

/** The worker URL setting (see setWorkerUrl). */
export function getWorkerUrl(): string | URL | null | undefined {
  return workerUrl;
}

/** @internal Says `message` in the page's console once per `key` (a part that could not load, and what happens instead). */
export function warnOnce(key: string, message: string): void {
  if (said.has(key) || typeof document === 'undefined') return; // in Node and in workers there is no page to slow down
  said.add(key);
  console.warn(`domino-table: ${message}`);
}
