/**
 * dist/embed/parent.js: the optional helper for a page framing the embed page (docs/embedding.md). A classic script
 * (`<script src=".../embed/parent.js" defer></script>`): each message of an embedded table becomes a DOM event of the
 * same type on its `<iframe>` (`domino-game-end`, …, `resize`, `reply`, `ready`; `event.detail` is the detail), the
 * iframe takes the table's preferred height (not an iframe with `data-fixed-height`), and
 * `dominoTable.send(iframe, command, ...args)` sends `newGame`, `load` or `goTo` (the embed page obeys it only when
 * this page's origin is named in its `parent=` parameter).
 */
addEventListener('message', (e: MessageEvent) => {
  const d = e.data as { source?: unknown; type?: unknown; detail?: { height?: number } } | null;
  if (!d || d.source !== 'domino-table' || typeof d.type !== 'string') return;
  for (const f of document.querySelectorAll('iframe')) {
    if (f.contentWindow !== e.source) continue;
    if (d.type === 'resize' && !f.hasAttribute('data-fixed-height') && (d.detail?.height ?? 0) > 0) f.style.height = `${d.detail!.height}px`;
    f.dispatchEvent(new CustomEvent(d.type, { detail: d.detail, bubbles: true }));
  }
});
(globalThis as unknown as { dominoTable: unknown }).dominoTable = {
  send(iframe: HTMLIFrameElement, command: string, ...args: unknown[]): void {
    iframe.contentWindow?.postMessage({ target: 'domino-table', command, args }, '*'); // a sandboxed frame's origin is opaque: only '*' reaches it
  },
};
export {}; // a module to the compiler; the build makes it a classic script (iife)
