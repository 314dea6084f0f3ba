import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHARE_MAX_BYTES, SHARE_MAX_LINKS, SHARE_OPEN_PER_MINUTE, SHARE_WRONG_TRIES, type ShareList, type ShareOpened } from '@core/contracts/share';
import { shareMessages } from '@core/content/share';
import { type ShareBundle, openShareBundle, sealShareBundle } from '@core/share/share-bundle';
import { openSharedFile, resealForShare } from '@core/share/share-files';
import { FILE_CHUNK_BYTES } from '@core/vault/file-chunks';
import { deriveShareKeys, newShareSecret, shareTokenHash } from '@core/share/share-keys';
import { toBase64url } from '@core/vault/base64url';
import { vaultIdFor } from '../auth/vault-sessions';
import { shareLinkChunks, shareLinks } from '../db/schema';
import { purgeExpired } from '../retention/purge';
import { CookieJar, newVaultLocator, openVault, useTestApp } from '../test-support/test-app';
import { testConfig } from '../test-support/test-config';
import { testDatabases } from '../test-support/test-database';

const DAY = 24 * 3600 * 1000;
const marker = 'MARKER-share-api-7c1d';

const bundle = (): ShareBundle => ({
  format: 'save-sisterhood-share',
  version: 1,
  madeAt: new Date().toISOString(),
  language: 'en',
  records: [
    {
      storedAt: '2026-11-20T10:00:01.000Z',
      versions: [
        {
          savedAt: '2026-11-20T10:00:00.000Z',
          content: {
            happenedDate: '2026-11-19',
            happenedTime: '',
            place: 'home',
            whatHappened: marker,
            witnesses: '',
            injuries: '',
            actionsTaken: '',
          },
        },
      ],
    },
  ],
});

/** A link as her browser makes it: keys from a fresh secret (and the code), the bundle sealed. */
async function makeLink(code?: string) {
  const secret = newShareSecret();
  const keys = await deriveShareKeys(secret, code);
  const ciphertext = await sealShareBundle(keys.key, keys.linkId, bundle());
  return {
    secret,
    keys,
    body: {
      linkId: keys.linkId,
      tokenHash: await shareTokenHash(keys.token),
      ciphertext,
      expiresInDays: 7,
      onceOnly: false,
    },
  };
}

describe.each(testDatabases())('the share links API on $name', (target) => {
  const suite = useTestApp(target, { config: { rateLimitEnabled: false } });
  const create = (jar: CookieJar, payload: object) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: jar.headers(),
      payload,
    });
  const list = (jar: CookieJar) =>
    suite.app.inject({
      method: 'GET',
      url: '/api/shares',
      headers: jar.headers(),
    });
  const stop = (jar: CookieJar, linkId: string) =>
    suite.app.inject({
      method: 'DELETE',
      url: `/api/shares/${linkId}`,
      headers: jar.headers(),
    });
  // The advocate's browser: no cookie of hers.
  const open = (linkId: string, token: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/shares/open',
      payload: { linkId, token },
    });
  const rowOf = async (linkId: string) => (await suite.database.db.select().from(shareLinks).where(eq(shareLinks.linkId, linkId)))[0];

  it('stores only ciphertext and the token hash, and hands the ciphertext out only for the right token; the bundle opens with the key', async () => {
    const { jar } = await openVault(suite.app);
    const link = await makeLink('123456');
    const made = await create(jar, link.body);
    expect(made.statusCode).toBe(201);
    const row = await rowOf(link.keys.linkId);
    expect(row?.tokenHash).toBe(link.body.tokenHash);
    expect(JSON.stringify(row)).not.toContain(marker);
    expect(JSON.stringify(row)).not.toContain(link.keys.token);

    // Without the code the token differs, and nothing is handed out.
    const withoutCode = await deriveShareKeys(link.secret);
    const refused = await open(withoutCode.linkId, withoutCode.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: shareMessages.cannotOpen,
      reason: 'cannotOpen',
    });
    expect(refused.body).not.toContain(link.body.ciphertext.slice(0, 40));

    const opened = await open(link.keys.linkId, link.keys.token);
    expect(opened.statusCode).toBe(200);
    const answer = opened.json<ShareOpened>();
    expect(answer.ciphertext).toBe(link.body.ciphertext);
    const again = await deriveShareKeys(link.secret, '123456');
    expect((await openShareBundle(again.key, again.linkId, answer.ciphertext)).records[0]?.versions[0]?.content.whatHappened).toBe(marker);
    expect(opened.headers['cache-control']).toBe('no-store');
  });

  it('answers a link that never existed, a wrong code and a stopped link with the same 404 and sentence', async () => {
    const { jar } = await openVault(suite.app);
    const never = await makeLink();
    const stopped = await makeLink();
    const wrong = await makeLink('111111');
    await create(jar, stopped.body);
    await create(jar, wrong.body);
    expect((await stop(jar, stopped.keys.linkId)).statusCode).toBe(204);
    expect(await rowOf(stopped.keys.linkId)).toBeUndefined();
    const other = await deriveShareKeys(wrong.secret, '222222');
    const answers = [
      await open(never.keys.linkId, never.keys.token),
      await open(stopped.keys.linkId, stopped.keys.token),
      await open(other.linkId, other.token),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
    }
  });

  it(`destroys a link at the ${SHARE_WRONG_TRIES}th wrong code: even the right one then opens nothing`, async () => {
    const { jar } = await openVault(suite.app);
    const link = await makeLink('654321');
    await create(jar, link.body);
    const wrongToken = toBase64url(crypto.getRandomValues(new Uint8Array(32)));
    for (let tries = 1; tries < SHARE_WRONG_TRIES; tries += 1) {
      expect((await open(link.keys.linkId, wrongToken)).statusCode).toBe(404);
      expect((await rowOf(link.keys.linkId))?.wrongTries).toBe(tries);
    }
    expect((await open(link.keys.linkId, wrongToken)).statusCode).toBe(404);
    expect(await rowOf(link.keys.linkId)).toBeUndefined();
    expect((await open(link.keys.linkId, link.keys.token)).statusCode).toBe(404);
  });

  it('opens a once-only link once, drops its ciphertext then, and lists it as opened', async () => {
    const { jar } = await openVault(suite.app);
    const link = await makeLink();
    await create(jar, { ...link.body, onceOnly: true });
    expect((await open(link.keys.linkId, link.keys.token)).statusCode).toBe(200);
    expect((await rowOf(link.keys.linkId))?.ciphertext).toBeNull();
    expect((await open(link.keys.linkId, link.keys.token)).statusCode).toBe(404);
    const links = (await list(jar)).json<ShareList>().links;
    expect(links).toEqual([
      expect.objectContaining({
        linkId: link.keys.linkId,
        onceOnly: true,
        opened: true,
      }),
    ]);
  });

  it('lists only her own live links with expiry and whether each was opened; another vault can neither list nor stop them', async () => {
    const { jar } = await openVault(suite.app);
    const { jar: stranger } = await openVault(suite.app);
    const link = await makeLink();
    const before = Date.now();
    await create(jar, { ...link.body, expiresInDays: 30 });
    const [listed] = (await list(jar)).json<ShareList>().links;
    expect(listed).toMatchObject({
      linkId: link.keys.linkId,
      opened: false,
      onceOnly: false,
    });
    expect(Date.parse(listed!.expiresAt) - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(Date.parse(listed!.expiresAt) - before).toBeLessThanOrEqual(30 * DAY + 5000);
    expect((await list(stranger)).json<ShareList>().links).toEqual([]);
    expect((await stop(stranger, link.keys.linkId)).statusCode).toBe(204);
    expect(await rowOf(link.keys.linkId)).toBeDefined();
    expect((await list(new CookieJar())).statusCode).toBe(401);
    expect((await create(new CookieJar(), (await makeLink()).body)).statusCode).toBe(401);
  });

  it('purges a link at its expiry (the hourly purge with a test clock) and it opens nothing after', async () => {
    const { jar } = await openVault(suite.app);
    const link = await makeLink();
    await create(jar, { ...link.body, expiresInDays: 1 });
    const config = testConfig();
    const early = await purgeExpired(suite.database.db, {
      retentionDays: config.retentionDays,
      outboxDir: config.outboxDir,
      now: new Date(Date.now() + DAY - 60_000),
    });
    expect(await rowOf(link.keys.linkId)).toBeDefined();
    expect(early.counts.shareLinks).toBe(0);
    const late = await purgeExpired(suite.database.db, {
      retentionDays: config.retentionDays,
      outboxDir: config.outboxDir,
      now: new Date(Date.now() + DAY + 60_000),
    });
    expect(late.counts.shareLinks).toBeGreaterThanOrEqual(1);
    expect(await rowOf(link.keys.linkId)).toBeUndefined();
    expect((await open(link.keys.linkId, link.keys.token)).statusCode).toBe(404);
  });

  it('"Delete my data" ends all her links; a passphrase change keeps them and they still open', async () => {
    const { jar } = await openVault(suite.app);
    const gone = await makeLink();
    await create(jar, gone.body);
    expect(
      (
        await suite.app.inject({
          method: 'DELETE',
          url: '/api/vault',
          headers: jar.headers(),
        })
      ).statusCode,
    ).toBe(204);
    expect(await rowOf(gone.keys.linkId)).toBeUndefined();

    const locator = newVaultLocator();
    const { jar: hers } = await openVault(suite.app, locator);
    const kept = await makeLink();
    await create(hers, kept.body);
    const newLocator = newVaultLocator();
    const rekey = await suite.app.inject({
      method: 'POST',
      url: '/api/vault/rekey',
      headers: hers.headers(),
      payload: { currentLocator: locator, newLocator, records: [] },
    });
    expect(rekey.statusCode).toBe(200);
    hers.store(rekey);
    expect((await rowOf(kept.keys.linkId))?.vaultId).toBe(vaultIdFor(testConfig().vaultPepper, newLocator));
    expect((await list(hers)).json<ShareList>().links.map((link) => link.linkId)).toEqual([kept.keys.linkId]);
    expect((await open(kept.keys.linkId, kept.keys.token)).statusCode).toBe(200);
  });

  it(`refuses one live link more than ${SHARE_MAX_LINKS}, a link id twice and anything that is not a sealed bundle`, async () => {
    const { jar } = await openVault(suite.app);
    const first = await makeLink();
    for (let index = 0; index < SHARE_MAX_LINKS; index += 1) {
      const body =
        index === 0
          ? first.body
          : {
              ...first.body,
              linkId: toBase64url(crypto.getRandomValues(new Uint8Array(16))),
            };
      expect((await create(jar, body)).statusCode).toBe(201);
    }
    const over = await create(jar, (await makeLink()).body);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      error: shareMessages.tooManyLinks,
      reason: 'tooManyLinks',
    });
    const { jar: other, locator: otherLocator } = await openVault(suite.app);
    expect((await create(other, first.body)).statusCode).toBe(409);
    for (const payload of [
      { ...first.body, ciphertext: 'not a bundle!' },
      { ...first.body, expiresInDays: 2 },
      { ...first.body, tokenHash: 'A'.repeat(64) },
      { ...first.body, linkId: 'short' },
    ]) {
      expect((await create(other, payload)).statusCode, JSON.stringify(Object.keys(payload))).toBe(400);
    }
    const [held] = await suite.database.db
      .select({ n: count() })
      .from(shareLinks)
      .where(eq(shareLinks.vaultId, vaultIdFor(testConfig().vaultPepper, otherLocator)));
    expect(held?.n).toBe(0);
  });

  describe('with photos and files (docs/decisions/0034)', () => {
    const photoId = '3f2e1d0c-4b5a-4978-8695-a4b3c2d1e0f9';
    const pdfId = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
    /** A photo of two chunks whose every chunk carries a marker, and a small "PDF". */
    const photo = new TextEncoder().encode(`PHOTO-MARKER-5e0a `.repeat(Math.ceil((FILE_CHUNK_BYTES + 5000) / 18))).slice(0, FILE_CHUNK_BYTES + 5000);
    const pdf = new TextEncoder().encode('%PDF-1.4 PDF-MARKER-5e0a');
    const reader = (bytes: Uint8Array<ArrayBuffer>) => async (index: number) => bytes.slice(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES);
    const attachment = (attachmentId: string, size: number, chunks: number) => ({
      attachmentId, record: 0, name: 'x', type: 'image/jpeg', size, chunks, sha256: 'b'.repeat(64), kept: 'original' as const, addedAt: '2026-11-20T10:00:00.000Z',
    });

    async function linkWithFiles(code?: string) {
      const link = await makeLink(code);
      const files = [
        { attachmentId: photoId, chunks: await resealForShare(link.keys.key, link.keys.linkId, photoId, photo.length, reader(photo)) },
        { attachmentId: pdfId, chunks: await resealForShare(link.keys.key, link.keys.linkId, pdfId, pdf.length, reader(pdf)) },
      ];
      return { ...link, files, body: { ...link.body, files } };
    }
    const chunksOf = async (linkId: string) => (await suite.database.db.select().from(shareLinkChunks).where(eq(shareLinkChunks.linkId, linkId))).length;

    it('stores only the sealed chunks, counts them in the link’s size, and hands them out with the bundle for the right token only; they open to her bytes', async () => {
      const { jar } = await openVault(suite.app);
      const link = await linkWithFiles('123456');
      expect((await create(jar, link.body)).statusCode).toBe(201);
      const rows = await suite.database.db.select().from(shareLinkChunks).where(eq(shareLinkChunks.linkId, link.keys.linkId));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.sealed.toString('latin1')).not.toContain('MARKER-5e0a');
      const characters = link.files.flatMap((file) => file.chunks).reduce((total, chunk) => total + chunk.length, link.body.ciphertext.length);
      expect((await rowOf(link.keys.linkId))?.size).toBe(characters);

      const withoutCode = await deriveShareKeys(link.secret);
      const refused = await open(withoutCode.linkId, withoutCode.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(link.files[0]!.chunks[0]!.slice(0, 40));

      const answer = (await open(link.keys.linkId, link.keys.token)).json<ShareOpened>();
      expect(answer.files).toEqual([...link.files].sort((a, b) => a.attachmentId.localeCompare(b.attachmentId)));
      const opened = await openSharedFile(link.keys.key, link.keys.linkId, attachment(photoId, photo.length, 2), answer.files.find((file) => file.attachmentId === photoId)?.chunks);
      expect(Buffer.from(await opened.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
      // A link without files answers an empty list.
      const plain = await makeLink();
      await create(jar, plain.body);
      expect((await open(plain.keys.linkId, plain.keys.token)).json<ShareOpened>().files).toEqual([]);
    });

    it('deletes every chunk with its link: "Stop sharing", the fifth wrong code, expiry, once-only (as they are handed out) and "Delete my data"', async () => {
      const { jar } = await openVault(suite.app);
      const stopped = await linkWithFiles();
      const guessed = await linkWithFiles('111111');
      const expiring = await linkWithFiles();
      const once = await linkWithFiles();
      for (const link of [stopped, guessed, expiring]) expect((await create(jar, link.body)).statusCode).toBe(201);
      expect((await create(jar, { ...once.body, onceOnly: true })).statusCode).toBe(201);
      for (const link of [stopped, guessed, expiring, once]) expect(await chunksOf(link.keys.linkId)).toBe(3);

      await stop(jar, stopped.keys.linkId);
      expect(await chunksOf(stopped.keys.linkId)).toBe(0);

      const wrong = await deriveShareKeys(guessed.secret, '222222');
      for (let tries = 0; tries < SHARE_WRONG_TRIES; tries += 1) await open(wrong.linkId, wrong.token);
      expect(await chunksOf(guessed.keys.linkId)).toBe(0);

      const first = await open(once.keys.linkId, once.keys.token);
      expect(first.json<ShareOpened>().files).toHaveLength(2);
      expect(await chunksOf(once.keys.linkId)).toBe(0);
      expect((await open(once.keys.linkId, once.keys.token)).statusCode).toBe(404);

      const config = testConfig();
      await purgeExpired(suite.database.db, { retentionDays: config.retentionDays, outboxDir: config.outboxDir, now: new Date(Date.now() + 8 * DAY) });
      expect(await chunksOf(expiring.keys.linkId)).toBe(0);

      const { jar: hers } = await openVault(suite.app);
      const kept = await linkWithFiles();
      await create(hers, kept.body);
      expect(await chunksOf(kept.keys.linkId)).toBe(3);
      expect((await suite.app.inject({ method: 'DELETE', url: '/api/vault', headers: hers.headers() })).statusCode).toBe(204);
      expect(await chunksOf(kept.keys.linkId)).toBe(0);
    });

    it('refuses a link whose bundle and files pass the limit together, a chunk that is not sealed, and the same file twice, keeping nothing', async () => {
      const { jar } = await openVault(suite.app);
      const link = await linkWithFiles();
      // Twelve full chunks: just over the limit with the bundle, within the body limit, so the route itself says why.
      const big = new Uint8Array(FILE_CHUNK_BYTES * 12);
      const bigId = '5c4b3a29-1807-4f6e-8d5c-4b3a29180706';
      const over = { ...link.body, files: [{ attachmentId: bigId, chunks: await resealForShare(link.keys.key, link.keys.linkId, bigId, big.length, reader(big)) }] };
      expect(over.files[0]!.chunks.reduce((total, chunk) => total + chunk.length, 0)).toBeGreaterThan(SHARE_MAX_BYTES);
      const refused = await create(jar, over);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({ reason: 'tooLarge' });
      for (const files of [
        [{ attachmentId: photoId, chunks: ['bm90IHNlYWxlZA'] }],
        [{ attachmentId: 'not-a-uuid', chunks: link.files[1]!.chunks }],
        [{ attachmentId: photoId, chunks: [] }],
        [link.files[1]!, link.files[1]!],
      ])
        expect((await create(jar, { ...link.body, files })).statusCode, JSON.stringify(files).slice(0, 80)).toBe(400);
      expect(await rowOf(link.keys.linkId)).toBeUndefined();
      expect(await chunksOf(link.keys.linkId)).toBe(0);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const openapi = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/shares', '/api/shares/open', '/api/shares/{linkId}']));
    // The photos' chunks, in the making and in the opening.
    const shares = JSON.stringify(openapi.paths['/api/shares']);
    const opened = JSON.stringify(openapi.paths['/api/shares/open']);
    for (const described of [shares, opened]) expect(described).toContain('attachmentId');
  });
});

describe.each(testDatabases())('opening share links from one address on $name', (target) => {
  const suite = useTestApp(target);
  it(`answers 429 after ${SHARE_OPEN_PER_MINUTE} openings a minute from one address, whatever the link`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SHARE_OPEN_PER_MINUTE; index += 1) {
      const keys = await deriveShareKeys(newShareSecret());
      statuses.push(
        (
          await suite.app.inject({
            method: 'POST',
            url: '/api/shares/open',
            payload: { linkId: keys.linkId, token: keys.token },
            remoteAddress: '198.51.100.40',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
