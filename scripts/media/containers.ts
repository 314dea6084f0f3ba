/**
 * Just enough of the WebM (Matroska/EBML), MP4 (ISO BMFF) and JPEG containers to check the
 * committed media without ffmpeg: duration, codecs, picture size, and whether an MP4 can start
 * playing before it has fully downloaded (its index, 'moov', before the data, 'mdat').
 * Used by scripts/make-media.test.ts; not a general parser.
 */

export type MediaFacts = {
  durationSeconds: number;
  codecs: string[];
  width?: number;
  height?: number;
  /** MP4 only: the index comes before the data (-movflags +faststart). */
  indexFirst?: boolean;
};

// ---------------------------------------------------------------------------------------------
// WebM
// ---------------------------------------------------------------------------------------------

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
} as const;

/** A variable-length integer at `offset`: its value (marker bit kept for IDs) and length. */
function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[offset]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`Bad EBML number at ${offset}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i]!;
  return { value, length };
}

type Element = { id: number; start: number; end: number };

function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const id = vint(bytes, offset, true);
    const size = vint(bytes, offset + id.length, false);
    const dataStart = offset + id.length + size.length;
    const dataEnd = Math.min(end, dataStart + size.value);
    yield { id: id.value, start: dataStart, end: dataEnd };
    offset = dataEnd;
  }
}

const uint = (bytes: Uint8Array, { start, end }: Element) => bytes.subarray(start, end).reduce((value, byte) => value * 256 + byte, 0);
const text = (bytes: Uint8Array, { start, end }: Element) => new TextDecoder().decode(bytes.subarray(start, end));
function float(bytes: Uint8Array, { start, end }: Element): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, end - start);
  return end - start === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

export function webmFacts(bytes: Uint8Array): MediaFacts {
  const segment = [...children(bytes, 0, bytes.length)].find((element) => element.id === EBML.segment);
  if (!segment) throw new Error('No Segment: not a WebM file');
  let scale = 1_000_000;
  let duration: number | undefined;
  const codecs: string[] = [];
  let width: number | undefined;
  let height: number | undefined;
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === EBML.info) {
      for (const field of children(bytes, element.start, element.end)) {
        if (field.id === EBML.timecodeScale) scale = uint(bytes, field);
        if (field.id === EBML.duration) duration = float(bytes, field);
      }
    }
    if (element.id === EBML.tracks) {
      for (const entry of children(bytes, element.start, element.end)) {
        if (entry.id !== EBML.trackEntry) continue;
        for (const field of children(bytes, entry.start, entry.end)) {
          if (field.id === EBML.codecId) codecs.push(text(bytes, field));
          if (field.id === EBML.video) {
            for (const video of children(bytes, field.start, field.end)) {
              if (video.id === EBML.pixelWidth) width = uint(bytes, video);
              if (video.id === EBML.pixelHeight) height = uint(bytes, video);
            }
          }
        }
      }
    }
    // The clusters (the media data) follow; everything needed comes before them.
    if (element.id === 0x1f43b675) break;
  }
  if (duration === undefined) throw new Error('No Duration in the WebM Info');
  return { durationSeconds: (duration * scale) / 1e9, codecs, width, height };
}

// ---------------------------------------------------------------------------------------------
// MP4
// ---------------------------------------------------------------------------------------------

type Box = { type: string; start: number; end: number };

function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

const find = (bytes: Uint8Array, parent: Box, type: string) => [...boxes(bytes, parent.start, parent.end)].filter((box) => box.type === type);

export function mp4Facts(bytes: Uint8Array): MediaFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = [...boxes(bytes, 0, bytes.length)];
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw new Error('No moov box: not an MP4 file');
  const mdatIndex = top.findIndex((box) => box.type === 'mdat');
  const mvhd = find(bytes, moov, 'mvhd')[0];
  if (!mvhd) throw new Error('No mvhd box');
  const version = bytes[mvhd.start]!;
  const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);

  const codecs: string[] = [];
  let width: number | undefined;
  let height: number | undefined;
  for (const trak of find(bytes, moov, 'trak')) {
    const tkhd = find(bytes, trak, 'tkhd')[0];
    const stsd = find(bytes, trak, 'mdia')
      .flatMap((mdia) => find(bytes, mdia, 'minf'))
      .flatMap((minf) => find(bytes, minf, 'stbl'))
      .flatMap((stbl) => find(bytes, stbl, 'stsd'))[0];
    if (!stsd) continue;
    // stsd: version/flags (4), entry count (4), then the first sample entry's size and type.
    const entryType = String.fromCharCode(...bytes.subarray(stsd.start + 12, stsd.start + 16));
    codecs.push(entryType);
    if (entryType === 'avc1' && tkhd) {
      // tkhd ends with the track's width and height, 16.16 fixed point.
      width = view.getUint32(tkhd.end - 8) / 65536;
      height = view.getUint32(tkhd.end - 4) / 65536;
    }
  }
  return {
    durationSeconds: duration / timescale,
    codecs,
    width,
    height,
    indexFirst: mdatIndex === -1 || top.indexOf(moov) < mdatIndex,
  };
}

// ---------------------------------------------------------------------------------------------
// JPEG
// ---------------------------------------------------------------------------------------------

/** The picture size from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('Not a JPEG file');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`Bad JPEG marker at ${offset}`);
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) | bytes[offset + 8]! };
    }
    offset += 2 + length;
  }
  throw new Error('No JPEG frame header');
}
