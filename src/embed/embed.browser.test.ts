import { expect } from '@open-wc/testing';
import { attributesOf, cloneable, parentOrigins } from './embed.js';

describe('the embed page: parameters', () => {
  it('parent= names origins (a URL counts by its origin); null and * are kept; garbage allows nothing', () => {
    expect([...parentOrigins('https://blog.example/post/1, null,*, not a url')]).to.deep.equal(['https://blog.example', 'null', '*']);
    expect([...parentOrigins(null)]).to.deep.equal([]);
  });

  it('every parameter naming an attribute becomes one, bad values included (the element reports them); its own parameters and unknown ones do not', () => {
    const known = ['variant', 'players', 'lang', 'open-hands', 'record', 'share-url'];
    const p = new URLSearchParams('variant=draw&players=banana&LANG=pl&parent=https://a.example&maxwidth=400&colour=red&open-hands=false');
    expect(attributesOf(p, known)).to.deep.equal([
      ['variant', 'draw'],
      ['players', 'banana'],
      ['lang', 'pl'],
    ]);
    expect(attributesOf(new URLSearchParams('open-hands'), known)).to.deep.equal([['open-hands', '']]);
  });

  it('details go up as plain data', () => {
    expect(cloneable(undefined)).to.equal(null);
    expect(cloneable({ a: 1, f: () => 1, d: undefined, n: [1, { x: 'y' }] })).to.deep.equal({ a: 1, n: [1, { x: 'y' }] });
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(cloneable(cyc)).to.equal(null);
  });
});
