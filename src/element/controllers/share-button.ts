/**
 * The Share button (attribute `share-url`): the link it made last. The code that makes the link (./share.ts) is its
 * own chunk, loaded on the first press.
 */

import type { ReactiveControllerHost } from 'lit';

/** What the Share button needs: the `share-url`, the game as record text, the step shown, its variant. */
export interface ShareSource {
  url(): string;
  text(): Promise<string | null>;
  step(): number;
  variant(): string;
}

/** What the bar's Share control is given (./parts/table.ts). */
export interface SharePart {
  link: string | null;
  copied: boolean;
  onShare: () => void;
}

type Made = { link: string; copied: boolean };

export class ShareController {
  #made: Made | null = null;
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly table: { report(code: string, message: string): void },
    private readonly src: ShareSource,
  ) {}

  /** The control's state, or null when the table has no `share-url`. */
  part(): SharePart | null {
    if (!this.src.url()) return null;
    return { link: this.#made?.link ?? null, copied: this.#made?.copied ?? false, onShare: () => void this.share() };
  }

  /** Makes the link to the embed page at this game and step, and copies it where the page may. */
  async share(): Promise<void> {
    const s = this.src;
    const text = await s.text();
    if (!text) return;
    const url = s.url();
    const made: Made | null | false = await import('./share.js')
      .then((m) => m.shareLink(url, location.href, text, s.step(), s.variant()))
      .catch((e) => (this.table.report('internal', String(e)), false as const)); // the code did not load
    if (made === false) return;
    if (!made) return this.table.report('bad-attribute', `share-url "${url}" is not a URL`);
    this.#made = made;
    this.host.requestUpdate();
  }
}
