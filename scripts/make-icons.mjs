// Generates the site's favicons, app icons, web manifest and social-sharing image into public/.
//
// Rerun with:   node scripts/make-icons.mjs
// (needs the installed @playwright/test and a Chromium: /usr/bin/chromium, or set CHROME_PATH).
// Everything is drawn as SVG here and rasterised in headless Chromium; no network, no external
// fonts (text uses the locally installed DejaVu Sans). The .ico container is written by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const OUT = join(process.cwd(), 'public');

const PLUM = '#6b2d5c';
const ROSE = '#e8a1b8';
const ROSE_DEEP = '#c2577a';
const CREAM = '#fdf8f6';
const INK = '#2a1f2d';

// ---------------------------------------------------------------------------------------------
// The mark: a cream heart holding a soft-rose sun rising over a rose horizon ("from survival to
// sovereignty"), on a deep plum tile. Drawn in a 100 x 100 box. At favicon sizes the sun melts
// into the horizon and the mark still reads as a plain two-tone heart.
// ---------------------------------------------------------------------------------------------

const HEART =
  'M50 80 C 38 71.5, 19 58, 19 40.5 C 19 30, 26.5 23, 35.5 23 C 42 23, 47.5 26.5, 50 33 ' +
  'C 52.5 26.5, 58 23, 64.5 23 C 73.5 23, 81 30, 81 40.5 C 81 58, 62 71.5, 50 80 Z';

/**
 * The heart alone, in the 100-unit box, scaled about the centre.
 * @param {{ scale?: number, gap?: number, sun?: number, horizon?: number }} [opts] gap: cream band
 *   between sun and horizon; sun: the sun's radius (0 for none); horizon: where the rose begins.
 */
function heart({ scale = 1.02, gap = 2.5, sun = 13, horizon = 59.5 } = {}) {
  const t = `translate(50 50) scale(${scale}) translate(-50 -51.5)`;
  const sunBase = horizon - gap;
  return `
    <defs><clipPath id="heart-clip"><path d="${HEART}"/></clipPath></defs>
    <g transform="${t}">
      <path d="${HEART}" fill="${CREAM}"/>
      <g clip-path="url(#heart-clip)" fill="${ROSE}">
        ${sun ? `<path d="M${50 - sun} ${sunBase} A${sun} ${sun} 0 0 1 ${50 + sun} ${sunBase} Z"/>` : ''}
        <rect x="0" y="${horizon}" width="100" height="40"/>
      </g>
    </g>`;
}

/**
 * The full icon as an SVG document.
 * @param {{ shape: 'rounded' | 'square', px?: number } & Parameters<typeof heart>[0]} opts
 *   shape 'rounded' leaves transparent corners (favicon, "any" app icons); 'square' is full
 *   bleed (apple-touch and maskable icons, which the platform masks itself).
 */
function iconSvg({ shape, px, ...mark }) {
  const size = px ? ` width="${px}" height="${px}"` : '';
  const rx = shape === 'rounded' ? ' rx="22"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"${size}>
  <rect x="0" y="0" width="100" height="100"${rx} fill="${PLUM}"/>${heart(mark)}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The social-sharing card, 1200 x 630: the mark, the name and the tagline, centred on a soft
// cream-to-blush gradient. The foreground is drawn in SVG on a transparent page; the gradient is
// computed here (see ogBackground) because Chromium dithers gradients, which bloats the PNG.
// ---------------------------------------------------------------------------------------------
const OG_W = 1200;
const OG_H = 630;

function ogForegroundSvg() {
  const font = `'DejaVu Sans', sans-serif`;
  const mark = 150;
  const markY = 136;
  const titleY = markY + mark + 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}" viewBox="0 0 ${OG_W} ${OG_H}">
  <svg x="${(OG_W - mark) / 2}" y="${markY}" width="${mark}" height="${mark}" viewBox="0 0 100 100">
    ${iconSvg({ shape: 'rounded', scale: 1.08 }).replace(/^<svg[^>]*>|<\/svg>\s*$/g, '')}
  </svg>
  <text x="${OG_W / 2}" y="${titleY}" text-anchor="middle" font-family="${font}" font-weight="bold"
        font-size="64" letter-spacing="1" fill="${PLUM}">S.A.V.E. Sisterhood</text>
  <rect x="${OG_W / 2 - 32}" y="${titleY + 32}" width="64" height="3" rx="1.5" fill="${ROSE_DEEP}" fill-opacity="0.75"/>
  <text x="${OG_W / 2}" y="${titleY + 90}" text-anchor="middle" font-family="${font}"
        font-size="33" letter-spacing="0.5" fill="${INK}" fill-opacity="0.8">From Survival to Sovereignty</text>
</svg>`;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

/** Background colour of the og-image at (x, y): diagonal cream -> blush, a rose glow at the foot. */
function ogBackground(x, y) {
  const stops = [
    [0, rgb(CREAM)],
    [0.55, rgb('#fbeef1')],
    [1, rgb('#f5d9e3')],
  ];
  const t = (x / OG_W + y / OG_H) / 2;
  let c = stops[0][1];
  for (let i = 1; i < stops.length; i++) {
    if (t <= stops[i][0]) {
      c = mix(stops[i - 1][1], stops[i][1], (t - stops[i - 1][0]) / (stops[i][0] - stops[i - 1][0]));
      break;
    }
  }
  const d = Math.hypot((x - OG_W / 2) / (0.6 * OG_W), (y - OG_H) / (0.6 * OG_H));
  const glow = 0.3 * Math.max(0, 1 - d);
  return mix(c, rgb(ROSE), glow);
}

// ---------------------------------------------------------------------------------------------
// Minimal PNG codec (8-bit RGB/RGBA, non-interlaced: what Chromium writes), so the screenshots
// can be composited and re-encoded with better compression than Chromium's fast defaults.
// ---------------------------------------------------------------------------------------------
const PNG_SIG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

function predict(f, a, b, c) {
  if (f === 1) return a;
  if (f === 2) return b;
  if (f === 3) return (a + b) >> 1;
  if (f === 4) return paeth(a, b, c);
  return 0;
}

/** @returns {{ width: number, height: number, channels: number, data: Buffer }} */
function decodePng(buf) {
  let o = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (o < buf.length) {
    const len = buf.readUInt32BE(o);
    const type = buf.toString('ascii', o + 4, o + 8);
    const d = buf.subarray(o + 8, o + 8 + len);
    if (type === 'IHDR') {
      width = d.readUInt32BE(0);
      height = d.readUInt32BE(4);
      if (d[8] !== 8 || d[12] !== 0 || (d[9] !== 2 && d[9] !== 6)) throw new Error('unsupported PNG');
      channels = d[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(d);
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const line = y * (stride + 1) + 1;
    for (let x = 0; x < stride; x++) {
      const i = y * stride + x;
      const a = x >= channels ? data[i - channels] : 0;
      const b = y ? data[i - stride] : 0;
      const c = x >= channels && y ? data[i - stride - channels] : 0;
      data[i] = (raw[line + x] + predict(f, a, b, c)) & 255;
    }
  }
  return { width, height, channels, data };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes raw pixels; tries "no filter" and per-row adaptive filtering, keeps the smaller. */
function encodePng({ width, height, channels, data }) {
  const stride = width * channels;
  const filtered = (adaptive) => {
    const out = Buffer.alloc(height * (stride + 1));
    const line = Buffer.alloc(stride + 1);
    for (let y = 0; y < height; y++) {
      let bestSum = Infinity;
      for (const f of adaptive ? [0, 1, 2, 3, 4] : [0]) {
        line[0] = f;
        let sum = 0;
        for (let x = 0; x < stride; x++) {
          const i = y * stride + x;
          const a = x >= channels ? data[i - channels] : 0;
          const b = y ? data[i - stride] : 0;
          const c = x >= channels && y ? data[i - stride - channels] : 0;
          const r = (data[i] - predict(f, a, b, c)) & 255;
          line[x + 1] = r;
          sum += r < 128 ? r : 256 - r;
        }
        if (sum < bestSum) {
          bestSum = sum;
          line.copy(out, y * (stride + 1));
        }
      }
    }
    return deflateSync(out, { level: 9, memLevel: 9 });
  };
  const a = filtered(false);
  const b = filtered(true);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  return Buffer.concat([
    PNG_SIG,
    chunk('IHDR', ihdr),
    chunk('IDAT', a.length <= b.length ? a : b),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drops the alpha channel if every pixel is opaque. */
function dropOpaqueAlpha(img) {
  if (img.channels !== 4) return img;
  for (let i = 3; i < img.data.length; i += 4) if (img.data[i] !== 255) return img;
  const data = Buffer.alloc(img.width * img.height * 3);
  for (let p = 0, q = 0; p < img.data.length; p += 4, q += 3) img.data.copy(data, q, p, p + 3);
  return { ...img, channels: 3, data };
}

// ---------------------------------------------------------------------------------------------
// Rendering.
// ---------------------------------------------------------------------------------------------
const html = (svg, w, h) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;padding:0;background:transparent;overflow:hidden}
    svg{display:block;width:${w}px;height:${h}px}
  </style></head><body>${svg}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const context = await browser.newContext({ deviceScaleFactor: 1 });
const page = await context.newPage();

/**
 * Renders an SVG in Chromium and returns the decoded pixels. transparent keeps alpha outside the
 * drawing (rounded-corner icons, the og foreground); otherwise the page is opaque.
 */
async function render(svg, w, h, { transparent = false } = {}) {
  await page.setViewportSize({ width: w, height: h });
  await page.setContent(html(svg, w, h), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ omitBackground: transparent, clip: { x: 0, y: 0, width: w, height: h } });
  return decodePng(png);
}

const save = (name, img) => {
  const png = encodePng(dropOpaqueAlpha(img));
  writeFileSync(join(OUT, name), png);
  return png;
};

mkdirSync(OUT, { recursive: true });

// Favicons: the heart is drawn larger, with a wider band under the sun, at the tiniest sizes; at
// 16 px the sun would only blur, so it is a plain cream-and-rose heart with a pixel-aligned horizon.
const FAVICON_MARK = { 16: { scale: 1.26, sun: 0, horizon: 61.4 }, 32: { scale: 1.2, gap: 3.2, sun: 14 }, 48: { scale: 1.16, gap: 2.8, sun: 13.5 } };
// No SVG favicon: Chromium draws an SVG icon by building a whole document for it on the page's
// main thread (17-95 ms on the bench machine, every page load); the ICO's PNGs decode in
// well under a millisecond (docs/decisions/0013).
const icoImages = [];
for (const size of [16, 32, 48]) {
  const img = await render(iconSvg({ shape: 'rounded', ...FAVICON_MARK[size] }), size, size, { transparent: true });
  icoImages.push({ size, png: encodePng(img) });
}

save('icon-192.png', await render(iconSvg({ shape: 'rounded' }), 192, 192, { transparent: true }));
save('icon-512.png', await render(iconSvg({ shape: 'rounded' }), 512, 512, { transparent: true }));
// iOS rounds the apple-touch icon itself, so it gets a full-bleed tile.
save('apple-touch-icon.png', await render(iconSvg({ shape: 'square', scale: 1 }), 180, 180));
// Maskable: full bleed, the heart well inside the central 80 % safe zone.
save('icon-maskable-512.png', await render(iconSvg({ shape: 'square', scale: 0.8 }), 512, 512));

// og-image: composite the transparent foreground over the computed gradient.
const fg = await render(ogForegroundSvg(), OG_W, OG_H, { transparent: true });
const og = { width: OG_W, height: OG_H, channels: 3, data: Buffer.alloc(OG_W * OG_H * 3) };
for (let y = 0; y < OG_H; y++) {
  for (let x = 0; x < OG_W; x++) {
    const bg = ogBackground(x, y);
    const p = (y * OG_W + x) * 4;
    const alpha = fg.data[p + 3] / 255;
    for (let k = 0; k < 3; k++) og.data[(y * OG_W + x) * 3 + k] = Math.round(fg.data[p + k] * alpha + bg[k] * (1 - alpha));
  }
}
save('og-image.png', og);

await browser.close();

// ---------------------------------------------------------------------------------------------
// favicon.ico: ICONDIR + one ICONDIRENTRY per image + PNG payloads (PNG-in-ICO, Vista+).
// ---------------------------------------------------------------------------------------------
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type 1 = icon
header.writeUInt16LE(icoImages.length, 4);
const entries = [];
let offset = 6 + 16 * icoImages.length;
for (const { size, png } of icoImages) {
  const e = Buffer.alloc(16);
  e.writeUInt8(size >= 256 ? 0 : size, 0); // width
  e.writeUInt8(size >= 256 ? 0 : size, 1); // height
  e.writeUInt8(0, 2); // palette colours
  e.writeUInt8(0, 3); // reserved
  e.writeUInt16LE(1, 4); // colour planes
  e.writeUInt16LE(32, 6); // bits per pixel
  e.writeUInt32LE(png.length, 8);
  e.writeUInt32LE(offset, 12);
  offset += png.length;
  entries.push(e);
}
writeFileSync(join(OUT, 'favicon.ico'), Buffer.concat([header, ...entries, ...icoImages.map((i) => i.png)]));

// ---------------------------------------------------------------------------------------------
// Web app manifest.
// ---------------------------------------------------------------------------------------------
// If she adds the site to her home screen, the label under the icon is a neutral word (the
// icon is a heart and a sunrise, with no name on it), and it opens the crisis page, which works
// with no signal when she has kept crisis help on the phone (docs/decisions/0021).
const manifest = {
  name: 'S.A.V.E. Sisterhood',
  short_name: 'Sunrise',
  description: 'From Survival to Sovereignty',
  start_url: '/crisis-support',
  scope: '/',
  display: 'standalone',
  theme_color: PLUM,
  background_color: CREAM,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
writeFileSync(join(OUT, 'site.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');

console.log('Wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png,');
console.log('      icon-maskable-512.png, site.webmanifest and og-image.png to public/.');
