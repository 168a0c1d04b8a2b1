// props.ts: every attribute/property value, of any type, becomes a usable value or the default plus a problem
// (issue 9, point 2 and the class of bug: "never a throw").
import { expect } from '@open-wc/testing';
import { normalizeProp } from './props.js';
import './domino-table.js';

const throwing = { toString: () => { throw new Error('x'); } };
const cycle: Record<string, unknown> = {};
cycle.self = cycle;
const nullProto = Object.create(null);
const GARBAGE: unknown[] = [throwing, cycle, nullProto, 10n, Symbol('s'), () => 1, [], [nullProto], {}, NaN, -1, Infinity, 'x,y', true];
const NAMES = ['variant', 'players', 'seed', 'options', 'humans', 'names', 'level', 'mode', 'record', 'step', 'lesson', 'speed', 'openHands', 'persist'];

describe('normalizeProp (props.ts)', () => {
  it('never throws, and a problem always comes with a readable message', () => {
    for (const name of NAMES) {
      for (const raw of [...GARBAGE, null, undefined, '', ' ']) {
        const [, p] = normalizeProp(name, raw);
        if (p) {
          expect(p.code).to.equal(['players', 'seed', 'options'].includes(name) ? `bad-${name}` : 'bad-attribute');
          expect(p.message).to.match(new RegExp(`^${name}: `));
          expect(p.message.length).to.be.below(160);
        }
      }
    }
  });

  it('removing an attribute (null) gives the documented default, never a problem', () => {
    const want: Record<string, unknown> = { variant: '', players: undefined, seed: undefined, options: undefined, humans: '0', names: '', level: 'medium', mode: 'play', record: '', step: undefined, lesson: '', speed: 700, openHands: false, persist: null };
    for (const name of NAMES) expect(normalizeProp(name, null), name).to.deep.equal([want[name]]);
  });

  it('a new element reads every property as its documented default, and reports nothing', async () => {
    const el = document.createElement('domino-table') as unknown as Record<string, unknown> & HTMLElement;
    const errors: Event[] = [];
    el.addEventListener('domino-error', (e) => errors.push(e));
    const want: Record<string, unknown> = { variant: '', players: undefined, humans: '0', names: '', level: 'medium', seed: undefined, options: undefined, mode: 'play', record: '', step: undefined, lesson: '', speed: 700, openHands: false, fit: undefined, theme: undefined, server: '', room: '', seat: undefined, persist: null };
    for (const [name, v] of Object.entries(want)) expect(el[name], name).to.equal(v);
    await new Promise((r) => setTimeout(r, 50));
    expect(errors).to.have.length(0);
  });

  it('humans: "all", "none", "", seat lists, a number; garbage → "0" and a problem', () => {
    expect(normalizeProp('humans', ' 0, 2 ')).to.deep.equal(['0,2']);
    expect(normalizeProp('humans', 'ALL')).to.deep.equal(['all']);
    expect(normalizeProp('humans', '')).to.deep.equal(['']);
    expect(normalizeProp('humans', 0)).to.deep.equal(['0']);
    for (const bad of ['x', '0;1', 1.5, -1, [0, 2], {}, nullProto, 10n]) {
      const [v, p] = normalizeProp('humans', bad);
      expect(v).to.equal('0');
      expect(p?.code).to.equal('bad-attribute');
    }
  });

  it('lesson: text or a lesson object; a list or a number is refused', () => {
    const lesson = { variant: 'draw', steps: [] };
    expect(normalizeProp('lesson', lesson)).to.deep.equal([lesson]);
    expect(normalizeProp('lesson', 'draw')).to.deep.equal(['draw']);
    expect(normalizeProp('lesson', [1])[1]?.code).to.equal('bad-attribute');
    expect(normalizeProp('lesson', 5)[0]).to.equal('');
  });

  it('names: text only; a list or an object is refused with the default ""', () => {
    expect(normalizeProp('names', 'Ana, Bo')).to.deep.equal(['Ana, Bo']);
    expect(normalizeProp('names', ['A', 'B'])[0]).to.equal('');
    expect(normalizeProp('names', ['A', 'B'])[1]?.message).to.contain('["A","B"]');
  });

  it('players and seed: numbers or numeric text; garbage → NaN (no new game) and bad-players / bad-seed', () => {
    expect(normalizeProp('players', '3')).to.deep.equal([3]);
    expect(normalizeProp('seed', -7)).to.deep.equal([-7]);
    expect(normalizeProp('seed', '')).to.deep.equal([undefined]);
    for (const bad of ['abc', NaN, Infinity, 4n, {}, [3]]) {
      const [v, p] = normalizeProp('players', bad);
      expect(v).to.be.NaN;
      expect(p?.code).to.equal('bad-players');
      expect(p?.message).to.contain('the game goes on');
    }
  });

  it('options: an object passes as it is (the engine checks it); JSON text stays text; anything else is refused', () => {
    const o = { target: 10n };
    expect(normalizeProp('options', o)[0]).to.equal(o);
    expect(normalizeProp('options', cycle)[0]).to.equal(cycle);
    expect(normalizeProp('options', '{"target":20}')).to.deep.equal(['{"target":20}']);
    for (const bad of ['{', '[1]', '5', 'null', [], 5, throwing]) {
      const [v, p] = normalizeProp('options', bad);
      if (bad === throwing) expect(v).to.equal(throwing); // an object: the engine refuses its values
      else expect([v, p?.code]).to.deep.equal([undefined, 'bad-options']);
    }
  });

  it('level, mode: one of their words; speed 0 to 2³¹−1 ms; step ≥ 0; persist a key, true or false', () => {
    expect(normalizeProp('level', 'hard')).to.deep.equal(['hard']);
    expect(normalizeProp('level', 'HARDEST')[0]).to.equal('medium');
    expect(normalizeProp('mode', 'teach')).to.deep.equal(['teach']);
    expect(normalizeProp('mode', 3)[0]).to.equal('play');
    expect(normalizeProp('speed', '0')).to.deep.equal([0]);
    expect(normalizeProp('speed', 1e6)).to.deep.equal([1e6]);
    expect(normalizeProp('speed', 2 ** 31)[0]).to.equal(700); // a browser timer this long would fire at once
    expect(normalizeProp('speed', -5)[1]?.code).to.equal('bad-attribute');
    expect(normalizeProp('step', 3.7)).to.deep.equal([3]);
    expect(normalizeProp('step', 'x')[0]).to.equal(undefined);
    expect(normalizeProp('persist', '')).to.deep.equal(['']);
    expect(normalizeProp('persist', true)).to.deep.equal(['']);
    expect(normalizeProp('persist', false)).to.deep.equal([null]);
    expect(normalizeProp('persist', ' my-game ')).to.deep.equal(['my-game']);
    expect(normalizeProp('persist', 5)[0]).to.equal(null);
    expect(normalizeProp('openHands', 'false')).to.deep.equal([true]);
  });
});
