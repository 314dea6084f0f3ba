// The intro video's pictures: drawn as SVG in headless Chromium, one screenshot per frame, with
// the time set exactly for each frame (no CSS animation, no clock), so every run draws the same
// frames. The brand mark is the one in scripts/make-icons.mjs (a cream heart with a rose sun on
// its horizon); here the sun rises.
//
// The picture is square with black edges: the page shows it whole (object-fit: contain) on a
// black screen, so it reads the same on a phone held upright and on a wide laptop.
//
// No words are drawn: the name and the tagline are HTML text laid over the picture's lower part by
// app/features/intro/intro-view.ts, in the page's language, at the cues below (their times are
// also in core/content/intro-media.ts; scripts/make-media.test.ts keeps the two equal).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const VIDEO = {
  size: 960,
  fps: 24,
  seconds: 12,
};

/** When things happen, in seconds (the soundtrack in songs.mjs follows the same cues). */
export const CUES = {
  glowIn: [0.4, 3.0],
  heartIn: [1.0, 3.0],
  sunRise: [2.8, 5.0],
  /** The name appears (HTML text over the video; a chime in the soundtrack). */
  title: [4.6, 6.2],
  /** The tagline appears (HTML text over the video; a second chime). */
  tagline: [6.4, 8.0],
  fadeOut: [10.6, 12.0],
  /** The poster is the finished picture. */
  poster: 9.0,
};

const PLUM = '#6b2d5c';
const ROSE = '#e8a1b8';
const BLUSH = '#f4c7d3';
const LAVENDER = '#e3d0ec';
const CREAM = '#fdf8f6';

const HEART =
  'M50 80 C 38 71.5, 19 58, 19 40.5 C 19 30, 26.5 23, 35.5 23 C 42 23, 47.5 26.5, 50 33 ' +
  'C 52.5 26.5, 58 23, 64.5 23 C 73.5 23, 81 30, 81 40.5 C 81 58, 62 71.5, 50 80 Z';

/** The page: an SVG whose attributes `window.draw(t)` sets for the time t. */
function pageHtml() {
  const { size } = VIDEO;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;background:#000;overflow:hidden}
  svg{display:block;width:${size}px;height:${size}px}
</style></head><body>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="glow"><stop offset="0" stop-color="${PLUM}" stop-opacity="0.75"/><stop offset="0.55" stop-color="${PLUM}" stop-opacity="0.28"/><stop offset="1" stop-color="${PLUM}" stop-opacity="0"/></radialGradient>
    <radialGradient id="blush"><stop offset="0" stop-color="${BLUSH}" stop-opacity="0.16"/><stop offset="1" stop-color="${BLUSH}" stop-opacity="0"/></radialGradient>
    <radialGradient id="lavender"><stop offset="0" stop-color="${LAVENDER}" stop-opacity="0.13"/><stop offset="1" stop-color="${LAVENDER}" stop-opacity="0"/></radialGradient>
    <radialGradient id="halo"><stop offset="0" stop-color="${ROSE}" stop-opacity="0.32"/><stop offset="1" stop-color="${ROSE}" stop-opacity="0"/></radialGradient>
    <clipPath id="heart-clip"><path d="${HEART}"/></clipPath>
    <clipPath id="sky"><rect x="0" y="0" width="100" height="57"/></clipPath>
  </defs>
  <g id="all">
    <circle id="glow-c" cx="480" cy="450" r="440" fill="url(#glow)"/>
    <circle id="blush-c" cx="330" cy="330" r="300" fill="url(#blush)"/>
    <circle id="lavender-c" cx="620" cy="560" r="280" fill="url(#lavender)"/>
    <circle id="halo-c" cx="480" cy="330" r="230" fill="url(#halo)"/>
    <g id="heart">
      <path d="${HEART}" fill="${CREAM}"/>
      <g clip-path="url(#heart-clip)" fill="${ROSE}">
        <g clip-path="url(#sky)"><circle id="sun" cx="50" cy="70" r="13"/></g>
        <rect x="0" y="59.5" width="100" height="40"/>
      </g>
    </g>
  </g>
</svg>
<script>
  const cues = ${JSON.stringify(CUES)};
  const smooth = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
  const easeOut = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - Math.pow(1 - x, 3));
  const progress = ([from, to], t) => (t - from) / (to - from);
  const $ = (id) => document.getElementById(id);
  window.draw = (t) => {
    const fade = 1 - smooth(progress(cues.fadeOut, t));
    $('all').setAttribute('opacity', fade.toFixed(4));
    const glow = smooth(progress(cues.glowIn, t));
    const breathe = 1 + 0.03 * Math.sin((2 * Math.PI * t) / 7);
    $('glow-c').setAttribute('opacity', glow.toFixed(4));
    $('glow-c').setAttribute('r', (440 * breathe).toFixed(2));
    $('blush-c').setAttribute('opacity', glow.toFixed(4));
    $('blush-c').setAttribute('cx', (330 + 40 * Math.sin(t / 3.1)).toFixed(2));
    $('blush-c').setAttribute('cy', (330 + 25 * Math.cos(t / 2.7)).toFixed(2));
    $('lavender-c').setAttribute('opacity', glow.toFixed(4));
    $('lavender-c').setAttribute('cx', (620 - 35 * Math.sin(t / 2.9)).toFixed(2));
    $('lavender-c').setAttribute('cy', (560 - 30 * Math.cos(t / 3.4)).toFixed(2));

    const heart = easeOut(progress(cues.heartIn, t));
    const sun = easeOut(progress(cues.sunRise, t));
    const scale = 3.5 * (0.9 + 0.1 * heart) * (1 + 0.012 * Math.sin((2 * Math.PI * Math.max(0, t - 8)) / 6));
    $('heart').setAttribute('opacity', heart.toFixed(4));
    $('heart').setAttribute('transform', 'translate(480 ' + (330 + 12 * (1 - heart)).toFixed(2) + ') scale(' + scale.toFixed(4) + ') translate(-50 -51.5)');
    $('sun').setAttribute('cy', (70 - 13 * sun).toFixed(3));
    $('halo-c').setAttribute('opacity', (heart * (0.35 + 0.65 * sun)).toFixed(4));

  };
</script></body></html>`;
}

/**
 * Draws every frame into `dir` as 00000.png … and the poster as poster.png.
 * @param {import('@playwright/test').Browser} browser
 */
export async function renderFrames(browser, dir) {
  mkdirSync(dir, { recursive: true });
  const { size, fps, seconds } = VIDEO;
  const context = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent(pageHtml(), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const frames = Math.round(seconds * fps);
  const shoot = async (t, file) => {
    await page.evaluate((time) => window.draw(time), t);
    writeFileSync(file, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: size, height: size } }));
  };
  for (let frame = 0; frame < frames; frame++) {
    await shoot(frame / fps, join(dir, `${String(frame).padStart(5, '0')}.png`));
  }
  await shoot(CUES.poster, join(dir, 'poster.png'));
  await context.close();
  return { frames };
}
