// Musical bookkeeping for scripts/make-media.mjs: chords, voice leading, melodies written as
// text, and a timeline that turns bars and beats into seconds. Pure functions, no audio.
import { midi } from './synth.mjs';

const PITCH_CLASS = { C: 0, 'C#': 1, Db: 1, D: 2, 'D#': 3, Eb: 3, E: 4, F: 5, 'F#': 6, Gb: 6, G: 7, 'G#': 8, Ab: 8, A: 9, 'A#': 10, Bb: 10, B: 11 };

/**
 * A chord symbol ('F', 'Dm', 'Bb', 'C7', 'Fadd9', 'Am7') as a root pitch class and the pitch
 * classes of its tones, root first, then third, fifth and any extension.
 */
export function chord(symbol) {
  const match = /^([A-G](?:#|b)?)(m?)(7|maj7|add9)?$/.exec(symbol);
  if (!match) throw new Error(`Unknown chord symbol: ${symbol}`);
  const [, rootName, minor, extension] = match;
  const root = PITCH_CLASS[rootName];
  const intervals = [0, minor ? 3 : 4, 7];
  if (extension === '7') intervals.push(10);
  if (extension === 'maj7') intervals.push(11);
  if (extension === 'add9') intervals.push(14);
  return { symbol, root, tones: intervals.map((interval) => (root + interval) % 12) };
}

/** The MIDI note of pitch class `pc` in the octave starting at `low` (low ≤ result < low + 12). */
export function inRange(pc, low) {
  return low + ((((pc - low) % 12) + 12) % 12);
}

/**
 * Close-position voicings of a chord's tones (every inversion, every octave that fits between
 * low and high), then the one that moves least from the previous voicing (smooth voice leading),
 * or, with none before it, the one nearest `centre`.
 */
export function voiceLead(previous, chordTones, { low, high, centre }) {
  const candidates = [];
  for (let inversion = 0; inversion < chordTones.length; inversion++) {
    const order = [...chordTones.slice(inversion), ...chordTones.slice(0, inversion)];
    for (let base = low; base < low + 12; base++) {
      if (base % 12 !== order[0]) continue;
      const notes = [base];
      for (const pc of order.slice(1)) notes.push(inRange(pc, notes[notes.length - 1] + 1));
      if (notes[notes.length - 1] <= high) candidates.push(notes);
    }
  }
  if (candidates.length === 0) throw new Error(`No voicing of [${chordTones}] between ${low} and ${high}`);
  const cost = (notes) =>
    previous
      ? notes.reduce((sum, note) => sum + Math.min(...previous.map((p) => Math.abs(p - note))), 0)
      : Math.abs(notes.reduce((a, b) => a + b, 0) / notes.length - centre);
  return candidates.reduce((best, notes) => (cost(notes) < cost(best) ? notes : best));
}

/**
 * A melody written one bar per string, 'C5:1.5 A4:0.5 G4:1 r:1' (note or r for a rest, then its
 * length in beats). Every bar must add up to `beatsPerBar`: a mistake stops the script.
 * @returns {{ bar: number, beat: number, note: number | null, beats: number }[]}
 */
export function melody(bars, beatsPerBar, firstBar = 0) {
  const events = [];
  bars.forEach((text, index) => {
    let beat = 0;
    for (const token of text.trim().split(/\s+/)) {
      const [name, length] = token.split(':');
      const beats = Number(length);
      if (!name || !Number.isFinite(beats) || beats <= 0) throw new Error(`Bad melody token "${token}" in "${text}"`);
      events.push({ bar: firstBar + index, beat, note: name === 'r' ? null : midi(name), beats });
      beat += beats;
    }
    if (Math.abs(beat - beatsPerBar) > 1e-9) throw new Error(`Melody bar "${text}" has ${beat} beats, not ${beatsPerBar}`);
  });
  return events;
}

/**
 * A song's sections laid end to end.
 * @param {{ bpm: number, beatsPerBar: number, sections: { name: string, chords: string[] }[] }} song
 */
export function timeline(song) {
  const beat = 60 / song.bpm;
  const bar = beat * song.beatsPerBar;
  const bars = [];
  const sectionStarts = {};
  for (const section of song.sections) {
    sectionStarts[section.name] = bars.length;
    for (const symbol of section.chords) bars.push({ index: bars.length, section: section.name, chord: chord(symbol) });
  }
  return {
    beat,
    bar,
    bars,
    sectionStarts,
    /** Seconds at bar `index` (0-based), beat `beatInBar` (0-based, may be fractional). */
    at: (index, beatInBar = 0) => index * bar + beatInBar * beat,
    seconds: bars.length * bar,
  };
}
