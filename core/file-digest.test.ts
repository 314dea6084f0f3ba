import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256OfBlob, sha256Stream } from './file-digest';

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the streamed SHA-256 of a file', () => {
  it('gives what sha256sum gives, for a file read in several slices and for an empty one', async () => {
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, index) => (index * 31 + 7) % 251);
    expect(await sha256OfBlob(new Blob([bytes]))).toBe(hex(bytes));
    expect(await sha256OfBlob(new Blob([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('changes with one changed byte', async () => {
    const bytes = new Uint8Array(1024 * 1024 + 10).fill(7);
    const before = await sha256OfBlob(new Blob([bytes]));
    bytes[1024 * 1024 + 3] = 8;
    expect(await sha256OfBlob(new Blob([bytes]))).not.toBe(before);
    expect(await sha256OfBlob(new Blob([bytes]))).toBe(hex(bytes));
  });

  it('fed piece by piece equals the whole', () => {
    const stream = sha256Stream();
    stream.update(new TextEncoder().encode('door'));
    stream.update(new TextEncoder().encode('.jpg'));
    expect(stream.hex()).toBe(hex(new TextEncoder().encode('door.jpg')));
  });
});
