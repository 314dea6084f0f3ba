/**
 * The pack's manifest with photos (docs/decisions/0032): each file's digest of the bytes she
 * kept, receipted by the site; a forged receipt or a changed digest names the record; a file
 * dropped beside the manifest is found by its digest.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IncidentContent } from './contracts/journal';
import type { Receipt, ReceiptKeyList } from './contracts/receipts';
import { withNewVersion, withReceipt } from './journal';
import { type ManifestFile, checkManifest, fileMatches, recordManifest } from './record-manifest';
import { receiptKeyId, receiptMessage, versionDigests } from './receipts';
import { toBase64url } from './vault/base64url';

async function newSigner() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const keyId = await receiptKeyId(raw);
  const sign = async (digest: string, signedAt: string): Promise<Receipt> => {
    const unsigned = { id: crypto.randomUUID(), digest, signedAt };
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(receiptMessage(unsigned))));
    return { ...unsigned, keyId, signature: toBase64url(signature) };
  };
  const keys: ReceiptKeyList = { format: 'save-sisterhood-receipt-keys', version: 1, keys: [{ keyId, publicKey: toBase64url(raw), from: null, until: null }] };
  return { sign, keys };
}

const content: IncidentContent = { happenedDate: '2026-11-02', happenedTime: '', place: 'Home', whatHappened: 'He broke the door.', witnesses: '', injuries: '', actionsTaken: '' };
const photo = new TextEncoder().encode('the bytes of a photo she kept');
const photoDigest = createHash('sha256').update(photo).digest('hex');

async function setUp() {
  const signer = await newSigner();
  let incident = withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident;
  incident = withReceipt(incident, 0, await signer.sign((await versionDigests(incident.versions))[0]!.history, '2026-11-03T08:00:01.000Z'));
  const file: ManifestFile = { name: 'door.jpg', type: 'image/jpeg', size: photo.length, sha256: photoDigest, receipt: await signer.sign(photoDigest, '2026-11-03T08:00:02.000Z') };
  const manifest = await recordManifest([incident, incident], new Date('2026-11-25T12:00:00.000Z'), [[file], []]);
  return { keys: signer.keys, manifest, signer };
}

describe('photos in the manifest', () => {
  it('lists each file with its digest and receipt, and checks the receipt', async () => {
    const { keys, manifest } = await setUp();
    expect(manifest.records[0]!.files).toEqual([expect.objectContaining({ name: 'door.jpg', sha256: photoDigest })]);
    expect(manifest.records[1]!.files).toBeUndefined();
    const result = await checkManifest(JSON.stringify(manifest), keys);
    expect(result.records.map((record) => record.status)).toEqual(['checked', 'checked']);
    expect(result.records[0]!.files).toEqual([{ name: 'door.jpg', sha256: photoDigest, receipt: 'valid', signedAt: '2026-11-03T08:00:02.000Z' }]);
  });

  it('names the record whose file digest was changed, or whose file receipt was forged', async () => {
    const { keys, manifest, signer } = await setUp();
    const changed = structuredClone(manifest);
    changed.records[0]!.files![0]!.sha256 = 'f'.repeat(64);
    expect((await checkManifest(JSON.stringify(changed), keys)).records.map((record) => record.status)).toEqual(['changed', 'checked']);
    const forged = structuredClone(manifest);
    const other = await newSigner();
    forged.records[0]!.files![0]!.receipt = await other.sign(photoDigest, '2026-11-03T08:00:02.000Z');
    expect((await checkManifest(JSON.stringify(forged), keys)).records[0]!.status).toBe('changed');
    // A back-dated time under the real key's signature fails too.
    const backDated = structuredClone(manifest);
    backDated.records[0]!.files![0]!.receipt = { ...(await signer.sign(photoDigest, '2026-11-03T08:00:02.000Z')), signedAt: '2026-10-01T00:00:00.000Z' };
    expect((await checkManifest(JSON.stringify(backDated), keys)).records[0]!.status).toBe('changed');
  });

  it('says "no receipt" for a file without one, never "checked"', async () => {
    const { keys, manifest } = await setUp();
    const unsigned = structuredClone(manifest);
    delete unsigned.records[0]!.files![0]!.receipt;
    expect((await checkManifest(JSON.stringify(unsigned), keys)).records[0]!.status).toBe('unsigned');
  });

  it('finds which listed file a dropped file is, by its SHA-256', async () => {
    const { keys, manifest } = await setUp();
    const result = await checkManifest(JSON.stringify(manifest), keys);
    expect(fileMatches(result, photoDigest)).toEqual([{ record: 1, name: 'door.jpg', receipt: 'valid', signedAt: '2026-11-03T08:00:02.000Z' }]);
    expect(fileMatches(result, createHash('sha256').update('another photo').digest('hex'))).toEqual([]);
  });
});
