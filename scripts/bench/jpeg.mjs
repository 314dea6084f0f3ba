// The photos legs' pictures (scripts/bench/photos.mjs): a JPEG made in Chromium at run time (no
// 4 MB file in git) is brought to an exact size by comment segments (COM, 0xFFFE) after its
// start-of-image marker, which every decoder skips, so the picture drawn stays the same.
// Pure: bytes in, bytes out.

/** The largest body one JPEG segment may hold (its 2-byte length counts itself). */
export const JPEG_SEGMENT_MAX_BODY = 0xffff - 2;
const SEGMENT_HEAD = 4;
const PADDING = new TextEncoder().encode('save-sisterhood bench padding ');

/** Whether the bytes start with a JPEG's start-of-image marker and end with its end-of-image marker. */
export function isJpeg(bytes) {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}

/** The sizes of the comment segments (head included) that add exactly `extra` bytes, each at least a head. */
export function paddingSegments(extra) {
  if (!Number.isInteger(extra) || extra < 0) throw new RangeError(`A JPEG can only grow: ${extra} bytes asked.`);
  if (extra > 0 && extra < SEGMENT_HEAD) throw new RangeError(`A JPEG segment takes at least ${SEGMENT_HEAD} bytes: cannot add ${extra}.`);
  const sizes = [];
  let left = extra;
  while (left > 0) {
    let take = Math.min(left, JPEG_SEGMENT_MAX_BODY + SEGMENT_HEAD);
    // Never leave fewer bytes than a segment's head for the last one.
    if (left - take > 0 && left - take < SEGMENT_HEAD) take -= SEGMENT_HEAD;
    sizes.push(take);
    left -= take;
  }
  return sizes;
}

/** `jpeg` grown to exactly `size` bytes by comment segments right after its start-of-image marker. */
export function padJpeg(jpeg, size) {
  if (!isJpeg(jpeg)) throw new TypeError('Not a JPEG (no start- and end-of-image markers).');
  const segments = paddingSegments(size - jpeg.length);
  const out = new Uint8Array(size);
  out.set(jpeg.subarray(0, 2), 0);
  let at = 2;
  for (const segmentSize of segments) {
    const body = segmentSize - SEGMENT_HEAD;
    out[at] = 0xff;
    out[at + 1] = 0xfe;
    out[at + 2] = (body + 2) >> 8;
    out[at + 3] = (body + 2) & 0xff;
    for (let index = 0; index < body; index += 1) out[at + SEGMENT_HEAD + index] = PADDING[index % PADDING.length];
    at += segmentSize;
  }
  out.set(jpeg.subarray(2), at);
  return out;
}

/**
 * The indexes (0 oldest) of the records that hold the pictures: the newest ones, `perRecord`
 * each, so the journal's first page (newest first) shows them and its timing draws them.
 */
export function recordsWithPictures(records, pictures, perRecord) {
  const holders = Math.ceil(pictures / perRecord);
  if (holders > records) throw new RangeError(`${pictures} pictures at ${perRecord} a record need ${holders} records; there are ${records}.`);
  const counts = new Map();
  for (let n = 0; n < holders; n += 1) counts.set(records - 1 - n, Math.min(perRecord, pictures - n * perRecord));
  return counts;
}
