/**
 * The element's style sheets: its own, and those of parts loaded on demand, adopted as they arrive (constructable
 * sheets: nothing a strict CSP blocks).
 */
import { adoptStyles } from 'lit';
import type { CSSResult } from 'lit';

export class Sheets {
  readonly #sheets: CSSResult[];
  constructor(
    private readonly host: { readonly renderRoot: HTMLElement | DocumentFragment },
    own: readonly CSSResult[],
  ) {
    this.#sheets = [...own];
  }

  /** Adopts a loaded part's sheet (once). */
  adopt(sheet: CSSResult): void {
    if (!this.#sheets.includes(sheet)) this.#sheets.push(sheet);
    if (this.host.renderRoot) adoptStyles(this.host.renderRoot as ShadowRoot, this.#sheets);
  }
}
