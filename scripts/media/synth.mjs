// A small, deterministic software synthesiser for the site's own music (scripts/make-media.mjs).
//
// Everything here is plain arithmetic on Float32Arrays at 48 kHz: no randomness except a seeded
// PRNG, no clocks, so the same score always gives the same samples. Each voice renders one note
// (mono, or stereo for the pad) with its own envelope; a Mix adds notes into a stereo buffer with
// an equal-power pan. Reverb, fades and level are left to sox (see make-media.mjs).

export const SAMPLE_RATE = 48_000;

// ---------------------------------------------------------------------------------------------
// Pitch, tables, noise.
// ---------------------------------------------------------------------------------------------

const NOTE_INDEX = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'C4' → 60, 'F#3' → 54, 'Bb4' → 70 (scientific pitch, A4 = 69). */
export function midi(name) {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const [, letter, accidental, octave] = match;
  return 12 * (Number(octave) + 1) + NOTE_INDEX[letter] + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
}

/** Equal temperament, A4 = 440 Hz. */
export const hz = (note) => 440 * 2 ** ((note - 69) / 12);

const TABLE_SIZE = 4096;

/** One cycle of a waveform made of the given harmonic amplitudes (index 0 = fundamental). */
export function waveTable(harmonics) {
  const table = new Float64Array(TABLE_SIZE + 1);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let value = 0;
    for (let h = 0; h < harmonics.length; h++) value += harmonics[h] * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE);
    table[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i] /= peak;
  table[TABLE_SIZE] = table[0];
  return table;
}

const SINE = waveTable([1]);

/** Linear-interpolated table lookup; phase is in cycles (any real number). */
function lookup(table, phase) {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = position | 0;
  const fraction = position - index;
  return table[index] + (table[index + 1] - table[index]) * fraction;
}

const sine = (phase) => lookup(SINE, phase);

/** mulberry32: a tiny seeded PRNG, returns numbers in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Envelopes.
// ---------------------------------------------------------------------------------------------

/** Smooth 0 → 1 over `length` seconds (raised cosine): no click, no sudden swell. */
const rise = (t, length) => (t >= length ? 1 : t <= 0 ? 0 : 0.5 - 0.5 * Math.cos((Math.PI * t) / length));

/**
 * A sustained note's level at time t: a smooth attack, an exponential settle towards `sustain`
 * (time constant `decay`), held until the note ends at `duration`, then an exponential release
 * (time constant `release`). The caller renders until ~5 release constants after the end.
 */
function adsr(t, { attack, decay, sustain, release, duration }) {
  const held = (u) => rise(u, attack) * (sustain + (1 - sustain) * Math.exp(-Math.max(0, u - attack) / decay));
  if (t <= duration) return held(t);
  return held(duration) * Math.exp(-(t - duration) / release);
}

/** Samples to render for a note of `duration` s with a release time constant `release` s. */
const lengthFor = (duration, release) => Math.ceil((duration + 5 * release) * SAMPLE_RATE);

/** Fades the last 20 ms to zero, so a note cut at its render length never clicks. */
function tidyTail(samples) {
  const n = Math.min(samples.length, Math.round(0.02 * SAMPLE_RATE));
  for (let i = 0; i < n; i++) samples[samples.length - 1 - i] *= i / n;
  return samples;
}

// ---------------------------------------------------------------------------------------------
// Voices. Each takes a frequency, a duration (s, how long the key is held) and a velocity 0-1.
// ---------------------------------------------------------------------------------------------

/**
 * A soft electric piano (two-operator FM, ratio 1): the modulation index falls quickly after the
 * strike, so the tone starts bell-bright and settles into a round, almost-sine body.
 */
export function electricPiano(frequency, duration, velocity = 0.7) {
  const release = 0.28;
  const out = new Float32Array(lengthFor(duration, release));
  const decay = 1.5 * (220 / frequency) ** 0.3;
  let fast = 1.1;
  let slow = 0.28;
  const fastStep = Math.exp(-1 / (0.16 * SAMPLE_RATE));
  const slowStep = Math.exp(-1 / (1.4 * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const index = velocity * (fast + slow);
    fast *= fastStep;
    slow *= slowStep;
    const modulator = sine(frequency * t);
    const level = adsr(t, { attack: 0.004, decay, sustain: 0, release, duration });
    out[i] = velocity * level * sine(frequency * t + (index * modulator) / (2 * Math.PI));
  }
  return tidyTail(out);
}

/**
 * A felt-damped piano: eight slightly stretched partials (string inharmonicity), each dying away
 * faster the higher it is, two strings per note a fraction of a cent apart, and the two-stage
 * decay of a real piano (a quicker prompt sound, then a long after-sound).
 */
export function feltPiano(frequency, duration, velocity = 0.6) {
  const release = 0.32;
  const out = new Float32Array(lengthFor(duration, release));
  const inharmonicity = 0.00025;
  const baseDecay = 2.6 * (262 / frequency) ** 0.45;
  const brightness = 0.55 + 0.45 * velocity;
  const partials = [];
  for (let n = 1; n <= 8; n++) {
    const partialFrequency = n * frequency * Math.sqrt(1 + inharmonicity * n * n);
    if (partialFrequency > 9000) break;
    partials.push({
      frequency: partialFrequency,
      amplitude: brightness ** (n - 1) / n ** 1.35,
      decay: baseDecay / (1 + 0.55 * (n - 1)),
    });
  }
  const detune = 2 ** (0.7 / 1200);
  // Exponential decays advanced by one multiplication per sample (exp() per sample is slow).
  const prompt = partials.map(() => 0.72);
  const after = partials.map(() => 0.28);
  const promptStep = partials.map((p) => Math.exp(-1 / (p.decay * SAMPLE_RATE)));
  const afterStep = partials.map((p) => Math.exp(-1 / (4 * p.decay * SAMPLE_RATE)));
  const releaseStep = Math.exp(-1 / (release * SAMPLE_RATE));
  let damper = 1;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (let k = 0; k < partials.length; k++) {
      const p = partials[k];
      value += p.amplitude * (prompt[k] + after[k]) * (sine(p.frequency * t) + sine(p.frequency * detune * t));
      prompt[k] *= promptStep[k];
      after[k] *= afterStep[k];
    }
    if (t > duration) damper *= releaseStep;
    out[i] = 0.5 * velocity * rise(t, 0.006) * damper * value;
  }
  return tidyTail(out);
}

/**
 * A vibraphone-like bar: the fundamental with its fourth and tenth partials (a tuned bar's
 * overtones), a slow amplitude tremolo (the fan motor) and a long natural decay.
 */
export function vibraphone(frequency, duration, velocity = 0.7) {
  const release = 0.5;
  const out = new Float32Array(lengthFor(duration, release));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const body = Math.exp(-t / 2.4);
    const tremolo = 1 - 0.18 * (0.5 - 0.5 * Math.cos(2 * Math.PI * 4.6 * t));
    const tone = sine(frequency * t) + 0.22 * Math.exp(-t / 0.35) * sine(4 * frequency * t) + 0.05 * Math.exp(-t / 0.08) * sine(10 * frequency * t);
    const damper = t <= duration ? 1 : Math.exp(-(t - duration) / release);
    out[i] = velocity * rise(t, 0.003) * body * tremolo * damper * tone;
  }
  return tidyTail(out);
}

/** A glassy bell (inharmonic partials) for small highlights. */
export function bell(frequency, duration, velocity = 0.5) {
  const partials = [
    [1, 1, 2.8],
    [2.0, 0.35, 1.4],
    [2.76, 0.18, 0.8],
    [5.4, 0.06, 0.35],
  ];
  const length = Math.ceil((Math.max(duration, 0) + 4) * SAMPLE_RATE);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (const [ratio, amplitude, decay] of partials) value += amplitude * Math.exp(-t / decay) * sine(ratio * frequency * t);
    out[i] = velocity * rise(t, 0.002) * value;
  }
  return tidyTail(out);
}

const WARM = waveTable([1, 0.42, 0.2, 0.11, 0.065, 0.04, 0.026, 0.017, 0.011, 0.007]);
const CELLO = waveTable([1, 0.55, 0.3, 0.16, 0.09, 0.05, 0.03]);

/**
 * A slow string pad, stereo: three oscillators a few cents apart on each side (a chorus), a
 * long smooth attack and release, and a very slow swell so a held chord breathes.
 * @returns {{ left: Float32Array, right: Float32Array }}
 */
export function pad(frequency, duration, velocity = 0.5, { attack = 1.6, release = 2.2, timbre = 'warm' } = {}) {
  const table = timbre === 'cello' ? CELLO : WARM;
  const length = lengthFor(duration, release / 2.5);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const cents = (c) => 2 ** (c / 1200);
  const leftRatios = [cents(-7), cents(0.5), cents(4)];
  const rightRatios = [cents(-4), cents(-0.5), cents(7)];
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    const level = velocity * adsr(t, { attack, decay: 1, sustain: 1, release: release / 2.5, duration });
    const swell = 1 + 0.08 * Math.sin(2 * Math.PI * 0.13 * t);
    let l = 0;
    let r = 0;
    for (let k = 0; k < 3; k++) {
      l += lookup(table, frequency * leftRatios[k] * t + k * 0.31);
      r += lookup(table, frequency * rightRatios[k] * t + k * 0.57);
    }
    left[i] = (level * swell * l) / 3;
    right[i] = (level * swell * r) / 3;
  }
  tidyTail(left);
  tidyTail(right);
  return { left, right };
}

/** A round bass: fundamental with a little second and third harmonic, a soft finger attack. */
export function bass(frequency, duration, velocity = 0.7) {
  const release = 0.12;
  const out = new Float32Array(lengthFor(duration, release));
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const level = adsr(t, { attack: 0.012, decay: 0.7, sustain: 0.55, release, duration });
    const tone = sine(frequency * t) + 0.3 * sine(2 * frequency * t) + 0.08 * Math.exp(-t / 0.2) * sine(3 * frequency * t);
    out[i] = velocity * level * tone;
  }
  return tidyTail(out);
}

/**
 * A breathy flute: a near-sine tone with a delayed, gentle vibrato and a little band-passed
 * breath noise that is strongest at the start of the note.
 */
export function flute(frequency, duration, velocity = 0.6, seed = 1) {
  const release = 0.14;
  const out = new Float32Array(lengthFor(duration, release));
  const random = prng(seed);
  // A two-pole resonator around the fundamental's second harmonic shapes the breath.
  const centre = Math.min(2 * frequency, 6000);
  const radius = 0.985;
  const a1 = 2 * radius * Math.cos((2 * Math.PI * centre) / SAMPLE_RATE);
  const a2 = -radius * radius;
  let y1 = 0;
  let y2 = 0;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const vibratoDepth = 0.0045 * rise(t - 0.3, 0.5);
    const instantaneous = frequency * (1 + vibratoDepth * Math.sin(2 * Math.PI * 5.1 * t));
    phase += instantaneous / SAMPLE_RATE;
    const level = adsr(t, { attack: 0.09, decay: 0.5, sustain: 0.85, release, duration });
    const tone = sine(phase) + 0.14 * sine(2 * phase) + 0.05 * sine(3 * phase);
    const noise = random() * 2 - 1;
    const breath = (1 - a1 - a2) * 0.5 * noise + a1 * y1 + a2 * y2;
    y2 = y1;
    y1 = breath;
    const chiff = 0.35 + 0.65 * Math.exp(-t / 0.08);
    out[i] = velocity * level * (tone + 0.22 * chiff * breath);
  }
  return tidyTail(out);
}

/**
 * A plucked string (Karplus-Strong): a short burst of softened noise circulates in a delay line
 * one period long, losing a little high end on every pass, as a harp or nylon string does. An
 * all-pass stage tunes the fractional part of the period.
 */
export function pluck(frequency, duration, velocity = 0.6, seed = 1) {
  const ring = Math.max(duration, 0.2) + 1.6;
  const out = new Float32Array(Math.ceil(ring * SAMPLE_RATE));
  const period = SAMPLE_RATE / frequency - 0.5;
  const length = Math.floor(period);
  const fraction = period - length;
  const coefficient = (1 - fraction) / (1 + fraction);
  const line = new Float64Array(length);
  const random = prng(seed);
  let smooth = 0;
  for (let i = 0; i < length; i++) {
    // Softened noise (one-pole low-pass) gives a fingertip rather than a pick.
    smooth += 0.22 * (random() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  let mean = 0;
  for (let i = 0; i < length; i++) mean += line[i] / length;
  for (let i = 0; i < length; i++) line[i] -= mean;
  // Loss per pass through the line, for a ring that lasts about 2.2 s at A3 and less higher up.
  const loss = Math.exp(-1 / (2.2 * (220 / frequency) ** 0.5 * frequency));
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  let index = 0;
  for (let i = 0; i < out.length; i++) {
    const current = line[index];
    const averaged = loss * 0.5 * (current + previous);
    previous = current;
    const tuned = coefficient * averaged + apIn - coefficient * apOut;
    apIn = averaged;
    apOut = tuned;
    line[index] = tuned;
    index = index + 1 === length ? 0 : index + 1;
    const t = i / SAMPLE_RATE;
    const fade = t <= ring - 0.6 ? 1 : Math.max(0, (ring - t) / 0.6);
    out[i] = 1.6 * velocity * current * fade;
  }
  return tidyTail(out);
}

// ---------------------------------------------------------------------------------------------
// Mixing.
// ---------------------------------------------------------------------------------------------

export class Mix {
  /** @param {number} seconds */
  constructor(seconds) {
    this.length = Math.ceil(seconds * SAMPLE_RATE);
    this.left = new Float32Array(this.length);
    this.right = new Float32Array(this.length);
  }

  /**
   * Adds a rendered note at `time` seconds. Mono notes are panned (-1 left … 1 right, equal
   * power); a stereo note ({ left, right }) keeps its own image and `pan` narrows it.
   */
  add(time, note, gain = 1, pan = 0) {
    const start = Math.round(time * SAMPLE_RATE);
    const angle = ((pan + 1) * Math.PI) / 4;
    const gl = Math.cos(angle) * Math.SQRT2;
    const gr = Math.sin(angle) * Math.SQRT2;
    const [left, right] = note instanceof Float32Array ? [note, note] : [note.left, note.right];
    const end = Math.min(left.length, this.length - start);
    for (let i = Math.max(0, -start); i < end; i++) {
      this.left[start + i] += gain * gl * left[i];
      this.right[start + i] += gain * gr * right[i];
    }
  }

  peak() {
    let peak = 0;
    for (let i = 0; i < this.length; i++) peak = Math.max(peak, Math.abs(this.left[i]), Math.abs(this.right[i]));
    return peak;
  }
}

/** A 32-bit float stereo WAV of the mix (sox and ffmpeg read it without any dither). */
export function wavBytes(mix) {
  const frames = mix.length;
  const dataBytes = frames * 2 * 4;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(3, 20); // IEEE float
  buffer.writeUInt16LE(2, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 8, 28);
  buffer.writeUInt16LE(8, 32);
  buffer.writeUInt16LE(32, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < frames; i++) {
    buffer.writeFloatLE(mix.left[i], 44 + i * 8);
    buffer.writeFloatLE(mix.right[i], 48 + i * 8);
  }
  return buffer;
}
