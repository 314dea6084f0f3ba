/**
 * The committed media (made by scripts/make-media.mjs) against what the site says about them,
 * read from the files' own containers: no ffmpeg needed, so CI checks them on every run.
 * e2e/intro.spec.ts and e2e/music.spec.ts check that Chromium really decodes them.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { introVideo } from '../core/content/intro';
import { musicTracks } from '../core/content/music';
import { formatTime } from '../app/features/music/format-time';
import { jpegSize, mp4Facts, webmFacts } from './media/containers';
import { CUES } from './media/video.mjs';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const read = (src: string) => new Uint8Array(readFileSync(join(PUBLIC, src)));
const bytesOf = (src: string) => statSync(join(PUBLIC, src)).size;
const MB = 1024 * 1024;
const kbps = (src: string, seconds: number) => (bytesOf(src) * 8) / seconds / 1000;

describe('the intro video', () => {
  const [webm, mp4] = introVideo.sources;

  it('is 8-15 s long, as long as the content says, in VP9 + Opus and H.264 + AAC', () => {
    expect(introVideo.durationSeconds).toBeGreaterThanOrEqual(8);
    expect(introVideo.durationSeconds).toBeLessThanOrEqual(15);
    const vp9 = webmFacts(read(webm.src));
    expect(vp9.codecs.sort()).toEqual(['A_OPUS', 'V_VP9']);
    expect(vp9.durationSeconds).toBeCloseTo(introVideo.durationSeconds, 1);
    const h264 = mp4Facts(read(mp4.src));
    expect(h264.codecs.sort()).toEqual(['avc1', 'mp4a']);
    expect(h264.durationSeconds).toBeCloseTo(introVideo.durationSeconds, 1);
    // It can start playing before it has all arrived.
    expect(h264.indexFirst).toBe(true);
  });

  it('is square, with a square poster, so it shows whole on a phone and a laptop', () => {
    const vp9 = webmFacts(read(webm.src));
    expect([vp9.width, vp9.height]).toEqual([960, 960]);
    expect(mp4Facts(read(mp4.src))).toMatchObject({ width: 960, height: 960 });
    expect(jpegSize(read(introVideo.poster))).toEqual({ width: 960, height: 960 });
  });

  it('keeps every file at most 1.5 MB', () => {
    for (const src of [webm.src, mp4.src, introVideo.poster]) expect(bytesOf(src), src).toBeLessThanOrEqual(1.5 * MB);
  });

  it('has captions that say what the sound is, within the video', () => {
    const vtt = readFileSync(join(PUBLIC, introVideo.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const ends = [...vtt.matchAll(/--> 00:(\d\d\.\d{3})/g)].map(([, seconds]) => Number(seconds));
    expect(ends.length).toBeGreaterThan(2);
    expect(Math.max(...ends)).toBeLessThanOrEqual(introVideo.durationSeconds);
    expect(vtt).toContain('[Soft, warm music]');
  });

  it('shows its words as text at the times the drawing leaves room for them (the pictures have none)', () => {
    expect(introVideo.wordCues).toEqual({ title: CUES.title[0], tagline: CUES.tagline[0], fadeOut: CUES.fadeOut[0] });
    expect(introVideo.wordCues.fadeOut).toBeLessThan(introVideo.durationSeconds);
  });
});

describe.each(musicTracks)('the track $title', (track) => {
  const opus = track.sources.find((source) => source.src.endsWith('.webm'))!;
  const aac = track.sources.find((source) => source.src.endsWith('.m4a'))!;

  it('is 60-120 s long, and the player shows the length the files have', () => {
    expect(track.durationSeconds).toBeGreaterThanOrEqual(60);
    expect(track.durationSeconds).toBeLessThanOrEqual(120);
    const webm = webmFacts(read(opus.src));
    expect(webm.codecs).toEqual(['A_OPUS']);
    expect(Math.abs(webm.durationSeconds - track.durationSeconds)).toBeLessThan(0.05);
    expect(formatTime(webm.durationSeconds)).toBe(formatTime(track.durationSeconds));
    const m4a = mp4Facts(read(aac.src));
    expect(m4a.codecs).toEqual(['mp4a']);
    expect(Math.abs(m4a.durationSeconds - track.durationSeconds)).toBeLessThan(0.05);
    expect(formatTime(m4a.durationSeconds)).toBe(formatTime(track.durationSeconds));
    expect(m4a.indexFirst).toBe(true);
  });

  it('is encoded at a modest bit rate (Opus about 48 kb/s, AAC about 64 kb/s)', () => {
    expect(kbps(opus.src, track.durationSeconds)).toBeLessThan(60);
    expect(kbps(aac.src, track.durationSeconds)).toBeLessThan(75);
    // And it is real music, not a few seconds of silence: well over 32 kb/s on average.
    expect(kbps(opus.src, track.durationSeconds)).toBeGreaterThan(32);
  });
});
