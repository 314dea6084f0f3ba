// Makes the site's own media into public/media/:
//
//   intro.webm (VP9 + Opus), intro.mp4 (H.264 + AAC), intro-poster.jpg,   the intro video
//   intro.vtt (captions: what the sound is)
//   lucky-me, sista-whispers, scared: .webm (Opus) and .m4a (AAC)          the music player's tracks
//
// Rerun with:   node scripts/make-media.mjs [music|video]     (both when no argument)
// Needs ffmpeg (with libvpx-vp9, libx264, libopus), sox, and the installed @playwright/test with a
// Chromium (/usr/bin/chromium, or CHROME_PATH) to draw the video's frames. CI never runs it: the
// outputs are committed, and the tests check them without these tools.
//
// Deterministic: the music is synthesised from written scores (scripts/media/songs.mjs) with a
// seeded generator, the frames are drawn at exact times (scripts/media/video.mjs), and ffmpeg
// writes no version strings or random IDs (bitexact, single-threaded encoders), so a rerun on the
// same tools gives byte-identical files. Durations and sizes are printed at the end; the ones
// the site shows live in core/content/intro-media.ts and core/content/music.ts, and scripts/make-media.test.ts fails
// when they and the files disagree.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { songs, renderSong, renderIntroSound } from './media/songs.mjs';
import { wavBytes } from './media/synth.mjs';
import { CUES, VIDEO, renderFrames } from './media/video.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = join(ROOT, 'public/media');

/** Music level: gentle (about -18 LUFS), quieter than most sites' sound, peaks at most -1 dBFS. */
const MUSIC_RMS_DB = -20.5;
const MUSIC_BITRATES = { opus: '48k', aac: '64k' };
const REVERB = ['reverb', '50', '50', '85', '100', '12', '0'];
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1', '-map_chapters', '-1'];

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

function requireTools() {
  for (const [tool, args] of [
    ['ffmpeg', ['-version']],
    ['ffprobe', ['-version']],
    ['sox', ['--version']],
  ]) {
    try {
      run(tool, args);
    } catch {
      throw new Error(`${tool} is needed to make the media (Debian: apt-get install -y ffmpeg sox libsox-fmt-all).`);
    }
  }
}

/** Overall RMS and peak (dBFS) of a file, from sox's stats (which it prints on stderr). */
function levels(file) {
  const { stderr, status } = spawnSync('sox', [file, '-n', 'stats'], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`sox stats failed on ${file}: ${stderr}`);
  const value = (label) => Number(new RegExp(`^${label}\\s+(-?[\\d.]+)`, 'm').exec(stderr)?.[1]);
  return { rms: value('RMS lev dB'), peak: value('Pk lev dB') };
}

/** Scales the dry mix so its peak is at 0.5 (sox clips float input above 1). */
function writeDry(mix, file) {
  const scale = 0.5 / mix.peak();
  for (let i = 0; i < mix.length; i++) {
    mix.left[i] *= scale;
    mix.right[i] *= scale;
  }
  writeFileSync(file, wavBytes(mix));
}

function probeDuration(file) {
  return Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());
}

const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;

async function makeMusic(work) {
  const made = [];
  for (const song of songs) {
    const started = Date.now();
    const { mix, musicSeconds } = renderSong(song);
    const dry = join(work, `${song.id}.dry.wav`);
    const wet = join(work, `${song.id}.wet.wav`);
    const final = join(work, `${song.id}.wav`);
    writeDry(mix, dry);
    // The room, the exact length, a 5 s fade at the end, then the level.
    run('sox', ['-R', dry, '-e', 'floating-point', '-b', '32', wet, ...REVERB, 'trim', '0', String(song.durationSeconds), 'fade', 'q', '0.02', '-0', '5', 'gain', '-n', '-3']);
    const { rms, peak } = levels(wet);
    const gain = Math.min(MUSIC_RMS_DB - rms, -1 - peak);
    run('sox', ['-R', wet, '-e', 'floating-point', '-b', '32', final, 'gain', gain.toFixed(2)]);

    const webm = join(OUT, `${song.id}.webm`);
    const m4a = join(OUT, `${song.id}.m4a`);
    ffmpeg(['-i', final, '-c:a', 'libopus', '-b:a', MUSIC_BITRATES.opus, '-vbr', 'constrained', '-application', 'audio', ...BITEXACT, webm]);
    ffmpeg(['-i', final, '-c:a', 'aac', '-b:a', MUSIC_BITRATES.aac, '-movflags', '+faststart', ...BITEXACT, m4a]);
    made.push(
      `${song.title}: ${musicSeconds.toFixed(1)} s of music in ${song.durationSeconds} s; ` +
        `${relative(ROOT, webm)} ${probeDuration(webm).toFixed(3)} s ${kb(webm)}, ${relative(ROOT, m4a)} ${probeDuration(m4a).toFixed(3)} s ${kb(m4a)} ` +
        `(${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  return made;
}

/** The video's captions: it has no words to hear, so they say what the sound is. */
function captionsVtt() {
  const stamp = (seconds) => `00:${seconds.toFixed(3).padStart(6, '0')}`;
  const cue = (from, to, text) => `${stamp(from)} --> ${stamp(to)}\n${text}\n`;
  return [
    'WEBVTT\n',
    cue(CUES.glowIn[0], CUES.sunRise[0], '[Soft, warm music]'),
    cue(CUES.sunRise[0], CUES.title[0], '[A harp rises with the sun]'),
    cue(CUES.title[0], CUES.tagline[0], '[A chime]'),
    cue(CUES.tagline[0], CUES.fadeOut[0], '[A chime; the music holds]'),
    cue(CUES.fadeOut[0], VIDEO.seconds, '[The music fades away]'),
  ].join('\n');
}

async function makeVideo(work) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'],
  });
  const frames = join(work, 'frames');
  try {
    await renderFrames(browser, frames);
  } finally {
    await browser.close();
  }

  const sound = renderIntroSound(VIDEO.seconds, {
    padIn: CUES.glowIn[0],
    sunRise: CUES.sunRise[0],
    title: CUES.title[0],
    tagline: CUES.tagline[0],
    fadeOut: CUES.fadeOut[0],
  });
  const dry = join(work, 'intro.dry.wav');
  const wav = join(work, 'intro.wav');
  writeDry(sound, dry);
  const fadeOut = (VIDEO.seconds - CUES.fadeOut[0] + 0.2).toFixed(2);
  run('sox', ['-R', dry, '-e', 'floating-point', '-b', '32', wav, ...REVERB, 'trim', '0', String(VIDEO.seconds), 'fade', 'q', '0.3', '-0', fadeOut, 'gain', '-n', '-6']);

  const input = ['-framerate', String(VIDEO.fps), '-i', join(frames, '%05d.png'), '-i', wav];
  const colour = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];
  const webm = join(OUT, 'intro.webm');
  const mp4 = join(OUT, 'intro.mp4');
  const poster = join(OUT, 'intro-poster.jpg');
  ffmpeg([
    ...input,
    ...colour,
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '30', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '0', '-threads', '1', '-g', '96',
    '-c:a', 'libopus', '-b:a', '48k', '-shortest',
    ...BITEXACT,
    webm,
  ]);
  ffmpeg([
    ...input,
    ...colour,
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '22', '-profile:v', 'main', '-level', '3.1', '-threads', '1', '-x264-params', 'keyint=96',
    '-c:a', 'aac', '-b:a', '64k', '-shortest', '-movflags', '+faststart',
    ...BITEXACT,
    mp4,
  ]);
  ffmpeg(['-i', join(frames, 'poster.png'), '-q:v', '4', ...BITEXACT, poster]);
  const captions = join(OUT, 'intro.vtt');
  writeFileSync(captions, captionsVtt());
  return [webm, mp4, poster, captions].map((file) =>
    /\.(jpg|vtt)$/.test(file) ? `${relative(ROOT, file)} ${kb(file)}` : `${relative(ROOT, file)} ${probeDuration(file).toFixed(3)} s ${kb(file)}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const what = process.argv[2] ?? 'all';
  if (!['all', 'music', 'video'].includes(what)) {
    console.error('Usage: node scripts/make-media.mjs [music|video]');
    process.exit(2);
  }
  const work = mkdtempSync(join(tmpdir(), 'save-media-'));
  try {
    requireTools();
    mkdirSync(OUT, { recursive: true });
    const lines = [];
    if (what !== 'video') lines.push(...(await makeMusic(work)));
    if (what !== 'music') lines.push(...(await makeVideo(work)));
    for (const line of lines) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
