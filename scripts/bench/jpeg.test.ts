import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JPEG_SEGMENT_MAX_BODY, isJpeg, padJpeg, paddingSegments, recordsWithPictures } from './jpeg.mjs';

// A real JPEG of the repository (96 × 64, with an EXIF block and a comment).
const photo = new Uint8Array(readFileSync('e2e/fixtures/photo-with-gps.jpg'));

/** The markers and sizes of the segments before the scan, as a decoder walks them. */
function segmentsOf(jpeg: Uint8Array): { marker: number; size: number }[] {
  const found: { marker: number; size: number }[] = [];
  let at = 2;
  for (;;) {
    expect(jpeg[at]).toBe(0xff);
    const marker = jpeg[at + 1]!;
    const size = 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    found.push({ marker, size });
    if (marker === 0xda) return found;
    at += size;
  }
}

describe('padJpeg', () => {
  it('grows a JPEG to exactly the size asked, with comment segments a decoder walks past to the same picture', () => {
    for (const size of [photo.length, photo.length + 4, photo.length + 1000, photo.length + JPEG_SEGMENT_MAX_BODY + 4 + 2, 4 * 1024 * 1024]) {
      const padded = padJpeg(photo, size);
      expect(padded.length).toBe(size);
      expect(isJpeg(padded)).toBe(true);
      const added = segmentsOf(padded).filter((segment) => segment.marker === 0xfe).length - segmentsOf(photo).filter((segment) => segment.marker === 0xfe).length;
      const extra = size - photo.length;
      expect(added).toBe(paddingSegments(extra).length);
      // After the comments, the original file from its first segment on, byte for byte.
      expect(Buffer.from(padded.subarray(size - (photo.length - 2))).equals(Buffer.from(photo.subarray(2)))).toBe(true);
      expect(segmentsOf(padded).slice(added)).toEqual(segmentsOf(photo));
    }
  });

  it('never makes a segment smaller than its head, and refuses what no segment can add', () => {
    for (const extra of [4, 5, JPEG_SEGMENT_MAX_BODY + 4, JPEG_SEGMENT_MAX_BODY + 5, JPEG_SEGMENT_MAX_BODY + 7, JPEG_SEGMENT_MAX_BODY + 8, 3 * (JPEG_SEGMENT_MAX_BODY + 4) + 2]) {
      const sizes = paddingSegments(extra);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(extra);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(JPEG_SEGMENT_MAX_BODY + 4);
    }
    expect(paddingSegments(0)).toEqual([]);
    expect(() => padJpeg(photo, photo.length + 3)).toThrow(RangeError);
    expect(() => padJpeg(photo, photo.length - 1)).toThrow(RangeError);
    expect(() => padJpeg(new Uint8Array([1, 2, 3, 4]), 100)).toThrow(TypeError);
  });
});

describe('recordsWithPictures', () => {
  it('puts the pictures on the newest records, so the journal draws them on its first page', () => {
    expect([...recordsWithPictures(200, 40, 2)]).toEqual(Array.from({ length: 20 }, (_, n) => [199 - n, 2]));
    expect([...recordsWithPictures(100, 5, 2)]).toEqual([[99, 2], [98, 2], [97, 1]]);
    expect(() => recordsWithPictures(10, 30, 2)).toThrow(RangeError);
  });
});
