// The game page's sounds, made here with the Web Audio API (no sound files): a short tick for a
// move, a lower double knock for a capture, a rising three-note chime for the end of a game and
// two high beeps when the player's own clock runs low. One switch mutes them all, remembered.
// Each sound played is counted on <html data-sounds="n" data-last-sound="name">: what the page
// asked the speakers for, which tests read (headless browsers have no speakers).
import { flag, saveFlag } from './storage.js';

/** @typedef {'move' | 'capture' | 'end' | 'low-time'} SoundName */

/**
 * Each sound as notes: frequency (Hz), start and length (s) from the sound's start, a waveform.
 * @type {Record<SoundName, Array<{hz: number, at: number, length: number, wave: OscillatorType}>>}
 */
const NOTES = {
  move: [{ hz: 660, at: 0, length: 0.06, wave: 'triangle' }],
  capture: [{ hz: 300, at: 0, length: 0.07, wave: 'square' }, { hz: 220, at: 0.08, length: 0.09, wave: 'square' }],
  end: [
    { hz: 523, at: 0, length: 0.16, wave: 'sine' },
    { hz: 659, at: 0.15, length: 0.16, wave: 'sine' },
    { hz: 784, at: 0.3, length: 0.32, wave: 'sine' },
  ],
  'low-time': [{ hz: 1320, at: 0, length: 0.07, wave: 'sine' }, { hz: 1320, at: 0.14, length: 0.07, wave: 'sine' }],
};
const VOLUME = 0.18;

/** @type {AudioContext | null} */
let context = null;
let on = flag('sound', true);

/** Browsers start audio only after a gesture on the page: the first one wakes it. */
function wakeOnGesture() {
  const wake = () => {
    audio()?.resume().catch(() => {});
    removeEventListener('pointerdown', wake);
    removeEventListener('keydown', wake);
  };
  addEventListener('pointerdown', wake);
  addEventListener('keydown', wake);
}
wakeOnGesture();

function audio() {
  if (!context && typeof AudioContext === 'function') {
    try {
      context = new AudioContext();
    } catch {
      context = null;
    }
  }
  return context;
}

export function soundOn() {
  return on;
}

/** @param {boolean} value */
export function setSoundOn(value) {
  on = value;
  saveFlag('sound', value);
}

/** @param {SoundName} name */
export function playSound(name) {
  if (!on) return;
  const root = document.documentElement;
  root.dataset.sounds = String(Number(root.dataset.sounds || 0) + 1);
  root.dataset.lastSound = name;
  const ctx = audio();
  if (!ctx || ctx.state !== 'running') return;
  const now = ctx.currentTime;
  for (const note of NOTES[name]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = note.wave;
    osc.frequency.value = note.hz;
    // a quick rise and an exponential fall: no click at either end
    gain.gain.setValueAtTime(0.0001, now + note.at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, now + note.at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + note.at);
    osc.stop(now + note.at + note.length + 0.02);
  }
}
