/**
 * Receipts and the pack's manifest (docs/decisions/0030): signed and checked with WebCrypto's
 * Ed25519, as the server (node:crypto) and the browser do; key rotation; and every forgery the
 * issue names (a changed character, a changed date, a removed version, a forged receipt) found.
 */
import { describe, expect, it } from 'vitest';
import type { Incident, IncidentContent } from './contracts/journal';
import type { Receipt, ReceiptKeyList } from './contracts/receipts';
import { JournalFileError, canonicalIncident, journalFile, readJournalFile, sha256Hex, withNewVersion, withReceipt } from './journal';
import { incidentEntry } from './journal-test-support';
import { checkManifest, recordManifest } from './record-manifest';
import { checkHistory, checkReceipt, receiptKeyId, receiptMessage, versionDigests } from './receipts';
import { toBase64url } from './vault/base64url';

type Signer = { keyId: string; publicKey: string; sign(digest: string, signedAt: string): Promise<Receipt> };

async function newSigner(): Promise<Signer> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const keyId = await receiptKeyId(raw);
  return {
    keyId,
    publicKey: toBase64url(raw),
    async sign(digest, signedAt) {
      const unsigned = { id: crypto.randomUUID(), digest, signedAt };
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(receiptMessage(unsigned))));
      return { ...unsigned, keyId, signature: toBase64url(signature) };
    },
  };
}

const content: IncidentContent = {
  happenedDate: '2026-11-02',
  happenedTime: '21:30',
  place: 'At home, in the kitchen',
  whatHappened: 'He shouted and threw a mug at the wall.',
  witnesses: 'My neighbour heard it',
  injuries: '',
  actionsTaken: "Went to my sister's for the night",
};

/** A record saved three times, each version with a receipt over its history digest. */
async function signedRecord(signer: Signer): Promise<Incident> {
  let incident = withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident;
  incident = withNewVersion(incident, { ...content, place: 'Kitchen, by the back door' }, '2026-11-04T08:00:00.000Z').incident;
  incident = withNewVersion(incident, { ...incident.versions[1]!.content, injuries: 'A cut on my hand' }, '2026-11-05T08:00:00.000Z').incident;
  const digests = await versionDigests(incident.versions);
  for (const [index, { history }] of digests.entries()) {
    incident = withReceipt(incident, index, await signer.sign(history, `2026-11-0${index + 3}T08:00:01.000Z`));
  }
  return incident;
}

const listOf = (...keys: ReceiptKeyList['keys']): ReceiptKeyList => ({ format: 'save-sisterhood-receipt-keys', version: 1, keys });

describe('receipts', () => {
  it('the first history digest is the record digest of ADR 0023; the next ones chain the one before', async () => {
    const incident = withNewVersion(withNewVersion(undefined, content, '2026-11-03T08:00:00.000Z').incident, { ...content, place: 'Kitchen' }, '2026-11-04T08:00:00.000Z').incident;
    const [first, second] = await versionDigests(incident.versions);
    expect(first!.history).toBe(await sha256Hex(canonicalIncident(content)));
    expect(second!.digest).toBe(await sha256Hex(canonicalIncident({ ...content, place: 'Kitchen' })));
    expect(second!.history).toBe(await sha256Hex(`${first!.history}\n${second!.digest}\n`));
  });

  it('a receipt checks only against its digest, its key and within that key’s dates (rotation)', async () => {
    const old = await newSigner();
    const current = await newSigner();
    const keys = listOf(
      { keyId: old.keyId, publicKey: old.publicKey, from: null, until: '2027-01-01T00:00:00.000Z' },
      { keyId: current.keyId, publicKey: current.publicKey, from: '2027-01-01T00:00:00.000Z', until: null },
    );
    const digest = 'd'.repeat(64);
    // Each key within its own dates.
    expect(await checkReceipt(await old.sign(digest, '2026-12-31T23:59:59.999Z'), digest, keys)).toBe('valid');
    expect(await checkReceipt(await current.sign(digest, '2027-01-01T00:00:00.000Z'), digest, keys)).toBe('valid');
    // The old key after it was retired, the new one before it began.
    expect(await checkReceipt(await old.sign(digest, '2027-01-01T00:00:00.000Z'), digest, keys)).toBe('outside-key-dates');
    expect(await checkReceipt(await current.sign(digest, '2026-12-01T00:00:00.000Z'), digest, keys)).toBe('outside-key-dates');
    // A key that is not published, and a published key id on another key's signature.
    const stranger = await newSigner();
    expect(await checkReceipt(await stranger.sign(digest, '2027-02-01T00:00:00.000Z'), digest, keys)).toBe('unknown-key');
    const forged = { ...(await stranger.sign(digest, '2027-02-01T00:00:00.000Z')), keyId: current.keyId };
    expect(await checkReceipt(forged, digest, keys)).toBe('bad-signature');
    // A changed time or digest inside the receipt breaks its signature.
    const genuine = await current.sign(digest, '2027-02-01T00:00:00.000Z');
    expect(await checkReceipt({ ...genuine, signedAt: '2027-01-15T00:00:00.000Z' }, digest, keys)).toBe('bad-signature');
    expect(await checkReceipt({ ...genuine, digest: 'e'.repeat(64) }, 'e'.repeat(64), keys)).toBe('bad-signature');
    expect(await checkReceipt(genuine, 'e'.repeat(64), keys)).toBe('other-digest');
  });
});

describe('the manifest check', () => {
  async function setUp() {
    const signer = await newSigner();
    const keys = listOf({ keyId: signer.keyId, publicKey: signer.publicKey, from: null, until: null });
    const first = await signedRecord(signer);
    const second = await signedRecord(signer);
    const manifest = await recordManifest([first, second], new Date('2026-11-25T12:00:00.000Z'));
    return { signer, keys, manifest };
  }

  it('accepts the untouched manifest: every version of every record checked', async () => {
    const { keys, manifest } = await setUp();
    const result = await checkManifest(JSON.stringify(manifest), keys);
    expect(result.records.map((record) => record.status)).toEqual(['checked', 'checked']);
    expect(result.records[0]!.versions).toHaveLength(3);
    expect(result.packDigestMatches).toBe(true);
  });

  it('finds a changed character in an earlier version, and names that record', async () => {
    const { keys, manifest } = await setUp();
    const version = manifest.records[1]!.versions[0]!;
    version.canonical = version.canonical.replace('mug', 'cup');
    // Even with its digests recomputed, the signed history no longer matches.
    version.digest = await sha256Hex(version.canonical);
    version.history = version.digest;
    const result = await checkManifest(JSON.stringify(manifest), keys);
    expect(result.records.map((record) => record.status)).toEqual(['checked', 'changed']);
  });

  it('finds a changed date (when it happened, and the receipt’s time)', async () => {
    const { keys, manifest } = await setUp();
    const latest = manifest.records[0]!.versions[2]!;
    latest.canonical = latest.canonical.replace('2026-11-02', '2026-10-02');
    expect((await checkManifest(JSON.stringify(manifest), keys)).records[0]!.status).toBe('changed');
    const again = (await setUp()).manifest;
    again.records[0]!.versions[0]!.receipt!.signedAt = '2026-10-01T08:00:00.000Z';
    expect((await checkManifest(JSON.stringify(again), keys)).records[0]!.status).toBe('changed');
  });

  it('finds a removed version', async () => {
    const { keys, manifest } = await setUp();
    manifest.records[0]!.versions.splice(1, 1);
    expect((await checkManifest(JSON.stringify(manifest), keys)).records.map((record) => record.status)).toEqual(['changed', 'checked']);
  });

  it('finds a forged receipt, and says "no receipt" (never checked) for a version without one', async () => {
    const { keys, manifest } = await setUp();
    const stranger = await newSigner();
    const version = manifest.records[0]!.versions[1]!;
    version.receipt = { ...(await stranger.sign(version.history, version.receipt!.signedAt)), keyId: version.receipt!.keyId };
    delete manifest.records[1]!.versions[2]!.receipt;
    const result = await checkManifest(JSON.stringify(manifest), keys);
    expect(result.records.map((record) => record.status)).toEqual(['changed', 'unsigned']);
    expect(result.records[0]!.versions[1]!.receipt).toBe('bad-signature');
  });

  it('refuses a file that is not a manifest', async () => {
    const { keys } = await setUp();
    await expect(checkManifest('{"format":"something else"}', keys)).rejects.toThrow();
    await expect(checkManifest('not json', keys)).rejects.toThrow();
  });
});

describe('importing a journal file checks every receipt', () => {
  it('accepts the file as exported, and refuses a back-dated or shortened history even with its digests recomputed', async () => {
    const signer = await newSigner();
    const keys = listOf({ keyId: signer.keyId, publicKey: signer.publicKey, from: null, until: null });
    const incident = await signedRecord(signer);
    const file = await journalFile([incidentEntry('0b7c6a52-5a3e-4f0e-9d5c-2f6d7c1e8a10', '2026-11-03T08:00:00.000Z', incident)], new Date());
    expect(await readJournalFile(JSON.stringify(file), keys)).toHaveLength(1);
    expect((await checkHistory(incident.versions, keys)).map((check) => check.receipt)).toEqual(['valid', 'valid', 'valid']);

    const forgeries: ((versions: Incident['versions']) => void)[] = [
      (versions) => void (versions[0]!.content.whatHappened += '.'),
      (versions) => void (versions[0]!.content.happenedDate = '2026-10-02'),
      (versions) => void versions.splice(1, 1),
      (versions) => void (versions[2]!.receipt = { ...versions[2]!.receipt!, signedAt: '2026-11-01T08:00:00.000Z' }),
    ];
    for (const forge of forgeries) {
      const copy = structuredClone(file);
      forge(copy.entries[0]!.incident!.versions);
      // The forger recomputes the file's own digest, as anyone can.
      const versions = copy.entries[0]!.incident!.versions;
      copy.entries[0]!.incident!.canonical = canonicalIncident(versions.at(-1)!.content);
      copy.entries[0]!.incident!.sha256 = await sha256Hex(copy.entries[0]!.incident!.canonical);
      await expect(readJournalFile(JSON.stringify(copy), keys)).rejects.toBeInstanceOf(JournalFileError);
    }
  });
});
