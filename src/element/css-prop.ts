/**
 * `cssProp(name, value)`: sets one CSS property on the element it is written on, through CSSOM
 * (`style.setProperty`). A strict CSP (`style-src` without 'unsafe-inline') blocks `style="…"` attributes, and lit's
 * `styleMap` writes one on the first render; CSSOM writes are never blocked. Used as `<g ${cssProp('transform', t)}>`.
 */
import { noChange } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import type { ElementPart } from 'lit/directive.js';

class CssProp extends Directive {
  render(_name: string, _value: string): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [name, value]: [string, string]): typeof noChange {
    (part.element as HTMLElement | SVGElement).style.setProperty(name, value);
    return noChange;
  }
}

/** Sets CSS property `name` to `value` on the element (CSSOM; allowed under a strict CSP). */
export const cssProp = directive(CssProp);
