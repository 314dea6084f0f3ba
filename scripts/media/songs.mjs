// The site's three instrumental pieces and the intro video's soundtrack, written as scores.
//
// Each piece is a chord progression in sections (intro, A, B, A', outro), a melody written bar
// by bar over it (chord tones on the strong beats, passing notes between), and an arrangement:
// an accompaniment figure, a sustained pad that moves by the smallest steps (voice leading), a
// bass on the roots, and the melody's own voice. Gentle tempos, soft attacks, long releases;
// sox adds the room (reverb) and the fades in make-media.mjs.
import { melody, timeline, voiceLead, inRange } from './score.mjs';
import { Mix, bass, bell, electricPiano, feltPiano, flute, hz, pad, pluck, prng, vibraphone } from './synth.mjs';

// ---------------------------------------------------------------------------------------------
// Arrangement helpers.
// ---------------------------------------------------------------------------------------------

/** ±amount, from a seeded generator: small human differences in timing and touch. */
const jitter = (random, amount) => (random() * 2 - 1) * amount;

/**
 * A sustained pad over bars [from, to): each chord voiced close to the one before; a note that
 * stays from one chord to the next is held, not struck again.
 */
function padPart(mix, tl, { from, to, low, high, centre, gain, timbre = 'warm', attack = 1.6, release = 2.2, pan = 0, tones = (c) => c.tones.slice(0, 3) }) {
  let previous = null;
  const sounding = new Map(); // note → start time
  const end = (note, time) => {
    const start = sounding.get(note);
    sounding.delete(note);
    mix.add(start, pad(hz(note), time - start + 0.15, 1, { attack, release, timbre }), gain, pan);
  };
  for (let index = from; index < to; index++) {
    const voicing = voiceLead(previous, tones(tl.bars[index].chord), { low, high, centre });
    const time = tl.at(index);
    for (const note of [...sounding.keys()]) if (!voicing.includes(note)) end(note, time);
    for (const note of voicing) if (!sounding.has(note)) sounding.set(note, time);
    previous = voicing;
  }
  for (const note of [...sounding.keys()]) end(note, tl.at(to));
}

/**
 * A broken-chord figure: `tones(chord)` gives the notes, `pattern` indexes them, `perBeat`
 * notes to a beat. Bars [from, to).
 */
function figurePart(mix, tl, { from, to, voice, tones, pattern, perBeat, gain, pan, velocity, random, seed = 0, accent = 0.12, ring = 1.6 }) {
  const step = 1 / perBeat;
  for (let index = from; index < to; index++) {
    const notes = tones(tl.bars[index].chord);
    const count = Math.round(tl.beatsPerBar * perBeat);
    for (let k = 0; k < count; k++) {
      const note = notes[pattern[k % pattern.length]];
      const beat = k * step;
      const onBeat = Math.abs(beat - Math.round(beat)) < 1e-9;
      const v = Math.min(1, velocity + (k === 0 ? accent : onBeat ? accent / 2 : 0) + jitter(random, 0.05));
      const time = tl.at(index, beat) + jitter(random, 0.006);
      mix.add(Math.max(0, time), voice(hz(note), ring * tl.beat, v, seed + index * 97 + k), gain, pan);
    }
  }
}

/** A melody (see score.mjs) in `voice`; `transpose` in semitones, `legato` of each note's length. */
function melodyPart(mix, tl, events, { voice, gain, pan, velocity, random, transpose = 0, legato = 0.92, seed = 0 }) {
  for (const [n, event] of events.entries()) {
    if (event.note === null) continue;
    const time = tl.at(event.bar, event.beat) + jitter(random, 0.008);
    const strong = Math.abs(event.beat - Math.round(event.beat)) < 1e-9 && Math.round(event.beat) % 2 === 0;
    const v = Math.min(1, velocity + (strong ? 0.06 : 0) + jitter(random, 0.04));
    mix.add(Math.max(0, time), voice(hz(event.note + transpose), event.beats * tl.beat * legato, v, seed + n * 31), gain, pan);
  }
}

/** Roots (and fifths) in the bass: `pattern` is [beat, 'root' | 'fifth', beats][] per bar. */
function bassPart(mix, tl, { from, to, low, pattern, gain, velocity, random, lastBar }) {
  for (let index = from; index < to; index++) {
    const { chord } = tl.bars[index];
    const root = inRange(chord.root, low);
    const bar = index === to - 1 && lastBar ? lastBar : pattern;
    for (const [beat, degree, beats] of bar) {
      const note = degree === 'root' ? root : root + 7;
      const time = tl.at(index, beat) + jitter(random, 0.005);
      mix.add(Math.max(0, time), bass(hz(note), beats * tl.beat * 0.95, velocity + jitter(random, 0.04)), gain, 0);
    }
  }
}

/** A chord rolled from the bottom up (a harp or piano spread), held for `beats`. */
function rolledChord(mix, tl, { bar, notes, voice, beats, gain, pan, velocity, spread = 0.07, seed = 0 }) {
  notes.forEach((note, k) => {
    mix.add(tl.at(bar) + k * spread, voice(hz(note), beats * tl.beat, velocity, seed + k), gain, pan);
  });
}

const sectionRange = (tl, name, length) => [tl.sectionStarts[name], tl.sectionStarts[name] + length];

// ---------------------------------------------------------------------------------------------
// Lucky Me: F major, 80 bpm, 4/4. Hopeful and warm: electric piano in flowing eighths, a
// vibraphone melody, a string pad and a round bass. I-V-vi-IV in the A sections, a lift to the
// relative minor and a C7 turnaround in B, a plagal "amen" (Bb-F) at the end.
// ---------------------------------------------------------------------------------------------
const luckyMe = {
  id: 'lucky-me',
  title: 'Lucky Me',
  bpm: 80,
  beatsPerBar: 4,
  durationSeconds: 100,
  sections: [
    { name: 'intro', chords: ['F', 'C', 'Dm', 'Bb'] },
    { name: 'a', chords: ['F', 'C', 'Dm', 'Bb', 'F', 'C', 'Bb', 'C'] },
    { name: 'b', chords: ['Bb', 'C', 'Am', 'Dm', 'Bb', 'C7', 'Gm', 'C7'] },
    { name: 'a2', chords: ['F', 'C', 'Dm', 'Bb', 'F', 'C', 'Bb', 'C'] },
    { name: 'outro', chords: ['F', 'Bb', 'F', 'F'] },
  ],
  arrange(mix, tl) {
    const random = prng(11);
    const themeA = ['C5:1.5 A4:0.5 G4:1 A4:1', 'G4:2 E4:1 G4:1', 'F4:1.5 A4:0.5 D5:1 C5:1', 'D5:3 r:1', 'C5:1.5 A4:0.5 G4:1 A4:1', 'G4:1 E4:1 G4:1 C5:1', 'D5:1.5 C5:0.5 Bb4:1 A4:1'];
    const a = melody([...themeA, 'G4:3 r:1'], 4, tl.sectionStarts.a);
    const b = melody(
      ['F4:1 Bb4:1 D5:1.5 C5:0.5', 'E5:2 D5:1 C5:1', 'C5:1.5 A4:0.5 E5:2', 'D5:3 r:1', 'F5:1.5 D5:0.5 Bb4:1 D5:1', 'E5:1.5 C5:0.5 G4:1 Bb4:1', 'Bb4:1.5 A4:0.5 G4:1 Bb4:1', 'E4:1 G4:1 Bb4:2'],
      4,
      tl.sectionStarts.b,
    );
    const a2 = melody([...themeA, 'G4:2 A4:1 Bb4:1'], 4, tl.sectionStarts.a2);
    const outro = melody(['C5:1.5 A4:0.5 G4:1 A4:1', 'D5:2 C5:1 Bb4:1', 'A4:4', 'F4:4'], 4, tl.sectionStarts.outro);
    const last = tl.bars.length - 1;

    // Electric piano: root, fifth, octave, tenth, in flowing eighths; a held chord to finish.
    const keyTones = (c) => {
      const root = inRange(c.root, 45);
      return [root, root + 7, root + 12, inRange(c.tones[1], root + 12)];
    };
    figurePart(mix, tl, { from: 0, to: last, voice: electricPiano, tones: keyTones, pattern: [0, 1, 2, 3, 2, 1, 2, 1], perBeat: 2, gain: 0.3, pan: -0.25, velocity: 0.5, random });
    rolledChord(mix, tl, { bar: last, notes: [53, 60, 65, 69, 72], voice: electricPiano, beats: 4, gain: 0.3, pan: -0.25, velocity: 0.5 });

    padPart(mix, tl, { from: 2, to: tl.bars.length, low: 55, high: 74, centre: 63, gain: 0.1 });
    bassPart(mix, tl, {
      from: 2,
      to: tl.bars.length,
      low: 36,
      pattern: [
        [0, 'root', 2],
        [2, 'fifth', 1.5],
        [3.5, 'root', 0.5],
      ],
      lastBar: [[0, 'root', 4]],
      gain: 0.34,
      velocity: 0.6,
      random,
    });

    for (const events of [a, b, a2, outro]) melodyPart(mix, tl, events, { voice: vibraphone, gain: 0.5, pan: 0.1, velocity: 0.62, random });
    // The last A: a glass bell an octave above the tune, very soft.
    melodyPart(mix, tl, a2, { voice: bell, gain: 0.08, pan: 0.35, velocity: 0.5, random, transpose: 12 });
  },
};

// ---------------------------------------------------------------------------------------------
// Sista Whispers: D minor, 90 bpm, 3/4. Intimate: a harp in broken chords, a breathy flute,
// a pad that enters after the harp has been alone for a while. i-VI-III-VII, then iv and the
// dominant (A major) in B before the theme comes back.
// ---------------------------------------------------------------------------------------------
const sistaWhispers = {
  id: 'sista-whispers',
  title: 'Sista Whispers',
  bpm: 90,
  beatsPerBar: 3,
  durationSeconds: 92,
  sections: [
    { name: 'intro', chords: ['Dm', 'Dm', 'Bb', 'Bb', 'F', 'F', 'C', 'C'] },
    { name: 'a', chords: ['Dm', 'Dm', 'Bb', 'Bb', 'F', 'F', 'C', 'C', 'Dm', 'Dm', 'Bb', 'Bb', 'F', 'F', 'C', 'C'] },
    { name: 'b', chords: ['Gm', 'Gm', 'Dm', 'Dm', 'Bb', 'C', 'A', 'A'] },
    { name: 'a2', chords: ['Dm', 'Dm', 'Bb', 'Bb', 'F', 'F', 'C', 'C'] },
    { name: 'outro', chords: ['Dm', 'Bb', 'Dm', 'Dm'] },
  ],
  arrange(mix, tl) {
    const random = prng(23);
    const firstHalf = ['A4:2 F4:1', 'D5:3', 'D5:1 C5:1 Bb4:1', 'F4:3', 'A4:2 C5:1', 'F5:2 E5:1'];
    const a = melody(
      [...firstHalf, 'E5:2 D5:1', 'C5:3', 'A4:2 F4:1', 'D5:2 E5:1', 'F5:2 D5:1', 'Bb4:3', 'C5:2 A4:1', 'F4:2 G4:1', 'E4:1 G4:1 C5:1', 'G4:3'],
      3,
      tl.sectionStarts.a,
    );
    const b = melody(['Bb4:2 D5:1', 'G5:3', 'F5:2 E5:1', 'D5:3', 'D5:1 C5:1 Bb4:1', 'C5:2 E5:1', 'E5:2 C#5:1', 'A4:3'], 3, tl.sectionStarts.b);
    const a2 = melody([...firstHalf, 'E5:2 D5:1', 'E5:3'], 3, tl.sectionStarts.a2);
    const outro = melody(['D5:2 A4:1', 'Bb4:2 F4:1', 'A4:3', 'D4:3'], 3, tl.sectionStarts.outro);
    const last = tl.bars.length - 1;

    const harpTones = (c) => {
      const root = inRange(c.root, 48);
      return [root, root + 7, root + 12, inRange(c.tones[1], root + 12), root + 19];
    };
    figurePart(mix, tl, { from: 0, to: last, voice: pluck, tones: harpTones, pattern: [0, 1, 2, 3, 4, 3], perBeat: 2, gain: 0.34, pan: 0.3, velocity: 0.55, random, seed: 500, ring: 2.5 });
    rolledChord(mix, tl, { bar: last, notes: [50, 57, 62, 65, 69, 74], voice: pluck, beats: 3, gain: 0.34, pan: 0.3, velocity: 0.55, spread: 0.09, seed: 900 });

    padPart(mix, tl, { from: 4, to: tl.bars.length, low: 53, high: 72, centre: 61, gain: 0.085, attack: 2.4, release: 3 });
    bassPart(mix, tl, { from: tl.sectionStarts.a, to: tl.bars.length, low: 36, pattern: [[0, 'root', 3]], gain: 0.26, velocity: 0.5, random });

    for (const events of [a, b, a2, outro]) melodyPart(mix, tl, events, { voice: flute, gain: 0.36, pan: -0.15, velocity: 0.6, random, legato: 0.96, seed: 7 });
  },
};

// ---------------------------------------------------------------------------------------------
// Scared: A minor, 66 bpm, 4/4. Tender, not frightening: a felt piano alone at first, cello
// underneath, violins only in the middle; Am-F-C-G and a plaintive E (the dominant, with its
// G#) at the end of each phrase, and a last chord of A major: the fear does not have the last word.
// ---------------------------------------------------------------------------------------------
const scared = {
  id: 'scared',
  title: 'Scared',
  bpm: 66,
  beatsPerBar: 4,
  durationSeconds: 92,
  sections: [
    { name: 'intro', chords: ['Am', 'F'] },
    { name: 'a', chords: ['Am', 'F', 'C', 'G', 'Am', 'F', 'Dm', 'E'] },
    { name: 'b', chords: ['F', 'G', 'Em', 'Am', 'Dm', 'Am', 'F', 'E'] },
    { name: 'a2', chords: ['Am', 'F', 'C', 'G'] },
    { name: 'outro', chords: ['F', 'A'] },
  ],
  arrange(mix, tl) {
    const random = prng(37);
    const theme = ['E5:2 C5:1 B4:1', 'A4:3 r:1', 'G4:1 C5:1 E5:1.5 D5:0.5'];
    const a = melody([...theme, 'D5:3 r:1', 'C5:1 E5:1 A5:2', 'G5:1.5 F5:0.5 C5:2', 'F5:1.5 E5:0.5 D5:1 A4:1', 'G#4:3 r:1'], 4, tl.sectionStarts.a);
    const b = melody(['A4:1 C5:1 F5:2', 'G5:1.5 F5:0.5 D5:2', 'E5:2 B4:2', 'C5:3 r:1', 'D5:1 F5:1 A5:2', 'E5:2 C5:2', 'C5:1.5 B4:0.5 A4:2', 'B4:2 G#4:2'], 4, tl.sectionStarts.b);
    const a2 = melody([...theme, 'D5:2 B4:2'], 4, tl.sectionStarts.a2);
    const outro = melody(['C5:4', 'C#5:4'], 4, tl.sectionStarts.outro);
    const last = tl.bars.length - 1;

    // Left hand: root, fifth, tenth, octave, in soft eighths.
    const leftHand = (c) => {
      const root = inRange(c.root, 45);
      return [root, root + 7, inRange(c.tones[1], root + 12), root + 12];
    };
    figurePart(mix, tl, { from: 0, to: last, voice: feltPiano, tones: leftHand, pattern: [0, 1, 2, 1, 3, 1, 2, 1], perBeat: 2, gain: 0.42, pan: -0.12, velocity: 0.42, random, accent: 0.1, ring: 1.8 });
    rolledChord(mix, tl, { bar: last, notes: [45, 52, 57, 61, 64], voice: feltPiano, beats: 4, gain: 0.42, pan: -0.12, velocity: 0.45, spread: 0.11 });

    for (const events of [a, b, a2, outro]) melodyPart(mix, tl, events, { voice: feltPiano, gain: 0.55, pan: 0.12, velocity: 0.62, random, legato: 1 });
    // The middle section's tune doubled an octave lower, quietly, for warmth.
    melodyPart(mix, tl, b, { voice: feltPiano, gain: 0.2, pan: 0, velocity: 0.45, random, transpose: -12, legato: 1 });

    // Cello: root and fifth, from the first theme to the end.
    padPart(mix, tl, {
      from: tl.sectionStarts.a,
      to: tl.bars.length,
      low: 38,
      high: 58,
      centre: 46,
      gain: 0.12,
      timbre: 'cello',
      attack: 2.2,
      release: 3,
      tones: (c) => [c.root, (c.root + 7) % 12],
    });
    // Violins: a high, quiet pad in the middle section only.
    const [bFrom, bTo] = sectionRange(tl, 'b', 8);
    padPart(mix, tl, { from: bFrom, to: bTo, low: 64, high: 81, centre: 71, gain: 0.05, attack: 2.5, release: 3 });
  },
};

export const songs = [luckyMe, sistaWhispers, scared];

/**
 * Renders a song's dry stereo mix (before reverb and fades), checking that the music fits the
 * declared duration with at least 3 s left for the last notes and the room to die away.
 */
export function renderSong(song) {
  const tl = { ...timeline(song), beatsPerBar: song.beatsPerBar };
  if (tl.seconds + 3 > song.durationSeconds) {
    throw new Error(`${song.title}: ${tl.seconds.toFixed(2)} s of music does not fit in ${song.durationSeconds} s`);
  }
  const mix = new Mix(song.durationSeconds);
  song.arrange(mix, tl);
  return { mix, musicSeconds: tl.seconds };
}

// ---------------------------------------------------------------------------------------------
// The intro video's sound, timed to its pictures (see video.mjs): an F major pad breathing in,
// a harp rising with the sun, a bell for the name and one for the tagline, then a fade.
// ---------------------------------------------------------------------------------------------
export function renderIntroSound(seconds, cues) {
  const mix = new Mix(seconds);
  for (const note of [41, 53, 57, 60, 67]) {
    mix.add(cues.padIn, pad(hz(note), cues.fadeOut - cues.padIn, 1, { attack: 3, release: 2.5 }), note < 48 ? 0.14 : 0.07, 0);
  }
  [53, 57, 60, 65, 69, 72].forEach((note, k) => {
    mix.add(cues.sunRise + k * 0.32, pluck(hz(note), 1.2, 0.5, 300 + k), 0.3, 0.25 - k * 0.1);
  });
  mix.add(cues.title, bell(hz(81), 1, 0.5), 0.16, 0.2);
  mix.add(cues.tagline, bell(hz(77), 1, 0.45), 0.14, -0.2);
  mix.add(cues.tagline + 0.01, bell(hz(65), 1, 0.4), 0.1, 0);
  return mix;
}
