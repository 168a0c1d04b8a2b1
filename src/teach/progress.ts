/**
 * Lesson progress: the best stars per lesson id, kept in memory for the page,
 * and in localStorage when the element has `persist` (key
 * `domino-table:lessons`; a storage that refuses is ignored).
 */
const KEY = 'domino-table:lessons';
const mem = new Map<string, number>();
let loaded = false;

function stored(): Record<string, number> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Best stars per lesson id (0: not finished). */
export function progress(persist: boolean): ReadonlyMap<string, number> {
  if (persist && !loaded) {
    loaded = true;
    for (const [id, n] of Object.entries(stored())) if (typeof n === 'number') mem.set(id, Math.max(mem.get(id) ?? 0, n));
  }
  return mem;
}

/** Keeps a finished lesson's stars (the best of all tries). */
export function finish(id: string, stars: number, persist: boolean): void {
  const best = Math.max(progress(persist).get(id) ?? 0, stars);
  mem.set(id, best);
  if (!persist) return;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...stored(), [id]: best }));
  } catch {
    // storage full or refused: memory keeps it for this page
  }
}
