/**
 * The table's sounds, synthesised with Web Audio (no sound files): a tile's click when it is played, a shuffle when
 * one is drawn, a low double note for a pass, a rising chime when a hand is scored and a short fanfare when the game
 * is won. A chunk of its own, loaded only once `sound` is on (./controllers/sound.ts); its one AudioContext is made
 * on the first sound after the person has touched the page (browsers keep audio closed before a gesture).
 */

/** What the table makes a sound for. */
export type Cue = 'play' | 'draw' | 'pass' | 'score' | 'win';

let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;

/** The page's AudioContext, made now (call only after a gesture); null where the browser has no Web Audio. */
function audio(): AudioContext | null {
  if (!ctx) {
    const Ctx = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return null;
    ctx = new Ctx();
  }
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  return ctx;
}

/** A note: an oscillator of `type` at `f` Hz (gliding to `to`), starting `at` s from now, fading over `len` s. */
function tone(a: AudioContext, out: AudioNode, f: number, at: number, len: number, type: OscillatorType, gain: number, to = f): void {
  const t = a.currentTime + at;
  const o = a.createOscillator();
  const g = a.createGain();
  o.type = type;
  o.frequency.setValueAtTime(f, t);
  if (to !== f) o.frequency.exponentialRampToValueAtTime(to, t + len);
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + 0.006);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  o.connect(g).connect(out);
  o.start(t);
  o.stop(t + len + 0.02);
}

/** A burst of filtered noise (`kind` filter at `f` Hz, gliding to `to`), `at` s from now, `len` s long. */
function hiss(a: AudioContext, out: AudioNode, f: number, at: number, len: number, kind: BiquadFilterType, gain: number, to = f): void {
  if (!noise) {
    noise = a.createBuffer(1, Math.ceil(a.sampleRate * 0.4), a.sampleRate);
    const d = noise.getChannelData(0);
    let seed = 7; // the same noise every time: a small LCG, no Math.random needed
    for (let i = 0; i < d.length; i++) d[i] = ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x3fffffff) - 1;
  }
  const t = a.currentTime + at;
  const s = a.createBufferSource();
  const flt = a.createBiquadFilter();
  const g = a.createGain();
  s.buffer = noise;
  flt.type = kind;
  flt.frequency.setValueAtTime(f, t);
  if (to !== f) flt.frequency.exponentialRampToValueAtTime(to, t + len);
  flt.Q.value = 1.2;
  g.gain.setValueAtTime(0.0001, t);
  g.gain.exponentialRampToValueAtTime(gain, t + 0.004);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  s.connect(flt).connect(g).connect(out);
  s.start(t);
  s.stop(t + len + 0.02);
}

/** C major, from C5: the chime's and the fanfare's notes. */
const NOTE = [523.25, 659.25, 783.99, 1046.5];

/** Plays `cue` at `volume` (0–1). Nothing when the volume is 0 or the page has no Web Audio. */
export function play(cue: Cue, volume: number): void {
  if (!(volume > 0)) return;
  const a = audio();
  if (!a) return;
  const out = a.createGain();
  out.gain.value = Math.min(1, volume);
  out.connect(a.destination);
  switch (cue) {
    case 'play': // a tile set down: a hard click and a short knock under it
      hiss(a, out, 2600, 0, 0.05, 'bandpass', 0.9);
      tone(a, out, 820, 0, 0.07, 'triangle', 0.35, 380);
      break;
    case 'draw': // a tile slid from the boneyard
      hiss(a, out, 900, 0, 0.16, 'bandpass', 0.45, 3200);
      break;
    case 'pass': // two low notes, down
      tone(a, out, 330, 0, 0.13, 'triangle', 0.35);
      tone(a, out, 247, 0.12, 0.2, 'triangle', 0.35);
      break;
    case 'score': // a rising chime
      NOTE.slice(0, 3).forEach((f, i) => tone(a, out, f, i * 0.08, 0.32, 'sine', 0.3));
      break;
    case 'win': // a short fanfare: the chime, then the octave held over a fifth
      NOTE.forEach((f, i) => tone(a, out, f, i * 0.11, i === 3 ? 0.9 : 0.22, 'triangle', 0.3));
      tone(a, out, NOTE[2]!, 0.33, 0.9, 'sine', 0.18);
      break;
  }
}

// Where the browser cannot tell whether the page was touched (no navigator.userActivation): a gesture seen since.
let touched = false;
const touch = () => (touched = true);
for (const t of ['pointerdown', 'keydown']) addEventListener(t, touch, { capture: true, passive: true });
const gestured = (): boolean => (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? touched;

let waiting: ReturnType<typeof setTimeout> | undefined; // a hand's chime, dropped when the game ends with it

/** The sound of the table's event `type` (a `domino-*` event with its `detail`), at `volume`; none before a gesture. */
export function cue(type: string, detail: { points?: number } | null, volume: number): void {
  if (!gestured()) return;
  if (type === 'domino-play') {
    play('play', volume);
    if (detail?.points) waiting = setTimeout(() => play('score', volume), 90); // All Fives: the tile scored
  } else if (type === 'domino-draw') play('draw', volume);
  else if (type === 'domino-pass') play('pass', volume);
  else if (type === 'domino-round-end') waiting = setTimeout(() => play('score', volume), 20);
  else if (type === 'domino-game-end') {
    clearTimeout(waiting);
    play('win', volume);
  }
}

/** The AudioContext made so far (tests: none before a gesture), or null. */
export function context(): AudioContext | null {
  return ctx;
}
