/**
 * For tests only: the vault API of server/routes/vault.ts answered in memory through a `fetch`
 * stand-in, with the same statuses and shapes (core/contracts/vault.ts), so the browser's vault
 * code runs with real crypto against a server that, like ours, only ever sees envelopes.
 * Vaults are keyed by locator (the real server peppers it; nothing here depends on that).
 * Refusals carry the server's sentence and its `reason` (the key in vaultMessages), as ours do;
 * `sentences` makes it say other words than the page's, to show which ones the page shows.
 */
import { vaultMessages } from '@core/content/validation';
import type { VaultRecord, VaultRecordList } from '@core/contracts/vault';
import { VAULT_MAX_BYTES, VAULT_MAX_RECORDS, VAULT_RECORD_MAX_BYTES, VAULT_TOTAL_MAX_BYTES, vaultUsage } from '@core/contracts/vault';

type Stored = VaultRecord;
type VaultReason = keyof typeof vaultMessages;

export type VaultTestServer = {
  fetch: typeof fetch;
  /** Every vault's records by locator (tests look inside, or tamper with an envelope). */
  vaults: Map<string, Map<string, Stored>>;
  /** Every vault's file chunks by locator, then `fileId/index`, and whether each file was committed (docs/decisions/0032, 0041). */
  files: Map<string, Map<string, Uint8Array>>;
  committed: Map<string, Set<string>>;
  /** The day's purge of the server (docs/decisions/0041): every chunk of a file never committed goes. */
  purgePending: () => void;
  /** Every request, in order: method, path, body as sent. */
  requests: Array<{ method: string; path: string; body: string | undefined }>;
  /** The locator this browser's session is on, or undefined (no session, or ended). */
  session: { locator: string | undefined };
  /** The old account the migration hands over for this email and passphrase, if any. */
  oldAccount?: { email: string; passphrase: string; answer: unknown; completed: boolean };
  /** LEGACY_TOOLS_UNTIL as GET /api/vault/migration answers it; null: the move has ended (410 to every migration route). */
  legacyUntil: string | null;
  /** Makes the next requests matching `path` fail with this status (or a network failure: 0), and this answer if given. */
  failNext: (method: string, path: RegExp, status: number, times?: number, answer?: unknown) => void;
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function listOf(records: Map<string, Stored> | undefined, chunks?: Map<string, Uint8Array>): VaultRecordList {
  const all = [...(records?.values() ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const fileBytes = [...(chunks?.values() ?? [])].reduce((sum, chunk) => sum + chunk.length, 0);
  return {
    records: all,
    usage: vaultUsage({ records: all.length, bytes: all.reduce((sum, record) => sum + record.envelope.length, 0), fileBytes }),
  };
}

export function createVaultTestServer(options: { sentences?: Record<VaultReason, string> } = {}): VaultTestServer {
  const sentences = options.sentences ?? vaultMessages;
  const refuse = (reason: VaultReason, status: number, extra: Record<string, unknown> = {}) =>
    json({ error: sentences[reason], reason, ...extra }, status);
  const vaults = new Map<string, Map<string, Stored>>();
  const files = new Map<string, Map<string, Uint8Array>>();
  const committed = new Map<string, Set<string>>();
  const requests: VaultTestServer['requests'] = [];
  const session: VaultTestServer['session'] = { locator: undefined };
  const failures: Array<{ method: string; path: RegExp; status: number; times: number; answer: unknown }> = [];
  let clock = Date.parse('2026-11-20T10:00:00.000Z');
  const now = () => new Date((clock += 1000)).toISOString();

  const server: VaultTestServer = {
    vaults,
    files,
    committed,
    purgePending: () => {
      for (const [locator, chunks] of files) {
        const kept = committed.get(locator) ?? new Set<string>();
        for (const name of [...chunks.keys()]) if (!kept.has(name.split('/')[0]!)) chunks.delete(name);
      }
    },
    requests,
    session,
    legacyUntil: '2027-02-26',
    failNext: (method, path, status, times = 1, answer: unknown = { error: 'Something went wrong.' }) =>
      failures.push({ method, path, status, times, answer }),
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? init.body : undefined;
      const bytes = init?.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : undefined;
      requests.push({ method, path, body });
      const failure = failures.find((entry) => entry.method === method && entry.path.test(path) && entry.times > 0);
      if (failure) {
        failure.times -= 1;
        if (failure.status === 0) throw new TypeError('Failed to fetch');
        return json(failure.answer, failure.status);
      }
      const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};

      if (method === 'POST' && path === '/api/vault/session') {
        session.locator = String(parsed.locator);
        return new Response(null, { status: 204 });
      }
      const legacyEnded = path.startsWith('/api/vault/migration') && server.legacyUntil === null;
      if (legacyEnded) return refuse('legacyToolsEnded', 410);
      if (method === 'GET' && path === '/api/vault/migration') return json({ until: server.legacyUntil });
      if (method === 'DELETE' && path === '/api/session') {
        session.locator = undefined;
        return new Response(null, { status: 204 });
      }
      const locator = session.locator;
      if (!locator) return json({ error: sentences.signedOut }, 401);
      const records = vaults.get(locator) ?? new Map<string, Stored>();
      const chunks = files.get(locator) ?? new Map<string, Uint8Array>();
      files.set(locator, chunks);
      const usage = () => listOf(records, chunks).usage;

      if (method === 'GET' && path === '/api/vault/records') return json(listOf(vaults.get(locator), chunks));
      const chunkPath = /^\/api\/vault\/files\/([0-9a-f-]{36})\/chunks\/(\d+)$/.exec(path);
      if (method === 'PUT' && chunkPath && bytes) {
        const name = `${chunkPath[1]}/${chunkPath[2]}`;
        const growth = bytes.length - (chunks.get(name)?.length ?? 0);
        if (growth > 0 && usage().bytes + usage().fileBytes + growth > VAULT_TOTAL_MAX_BYTES) return refuse('filesFull', 413);
        const created = !chunks.has(name);
        chunks.set(name, bytes);
        committed.get(locator)?.delete(chunkPath[1]!);
        return json({ fileId: chunkPath[1], index: Number(chunkPath[2]), size: bytes.length, usage: usage() }, created ? 201 : 200);
      }
      if (method === 'GET' && chunkPath) {
        const chunk = chunks.get(`${chunkPath[1]}/${chunkPath[2]}`);
        return chunk ? new Response(chunk.slice() as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }) : refuse('fileMissing', 404);
      }
      const filePath = /^\/api\/vault\/files\/([0-9a-f-]{36})$/.exec(path);
      if (method === 'DELETE' && filePath) {
        for (const name of [...chunks.keys()]) if (name.startsWith(`${filePath[1]}/`)) chunks.delete(name);
        committed.get(locator)?.delete(filePath[1]!);
        return json({ usage: usage() });
      }
      const fileIdsOf = () => [...new Set(parsed.fileIds as string[])];
      const chunksOf = (fileId: string) => [...chunks.entries()].filter(([name]) => name.startsWith(`${fileId}/`)).map(([, chunk]) => chunk);
      if (method === 'POST' && path === '/api/vault/files/commit') {
        const kept = committed.get(locator) ?? new Set<string>();
        committed.set(locator, kept);
        let count = 0;
        for (const fileId of fileIdsOf()) {
          if (chunksOf(fileId).length === 0 || kept.has(fileId)) continue;
          kept.add(fileId);
          count += 1;
        }
        return json({ committed: count });
      }
      if (method === 'POST' && path === '/api/vault/files/held') {
        const held = fileIdsOf()
          .map((fileId) => ({ fileId, chunks: chunksOf(fileId).length, bytes: chunksOf(fileId).reduce((sum, chunk) => sum + chunk.length, 0) }))
          .filter((file) => file.chunks > 0);
        return json({ files: held, usage: usage() });
      }
      const recordPath = /^\/api\/vault\/records\/([0-9a-f-]{36})$/.exec(path);
      if (method === 'PUT' && recordPath) {
        const recordId = recordPath[1]!;
        const envelope = String(parsed.envelope);
        if (envelope.length > VAULT_RECORD_MAX_BYTES) return refuse('recordTooLarge', 413);
        const current = records.get(recordId);
        if ((current?.version ?? 0) !== parsed.baseVersion) return refuse('conflict', 409, { current: current ?? null });
        if (!current && records.size >= VAULT_MAX_RECORDS) return refuse('tooManyRecords', 413);
        if (listOf(records).usage.bytes - (current?.envelope.length ?? 0) + envelope.length > VAULT_MAX_BYTES) return refuse('vaultFull', 413);
        const at = now();
        const stored: Stored = { recordId, version: (current?.version ?? 0) + 1, envelope, createdAt: current?.createdAt ?? at, updatedAt: at };
        records.set(recordId, stored);
        vaults.set(locator, records);
        return json(stored, current ? 200 : 201);
      }
      if (method === 'DELETE' && recordPath) {
        records.delete(recordPath[1]!);
        return new Response(null, { status: 204 });
      }
      if (method === 'DELETE' && path === '/api/vault') {
        vaults.delete(locator);
        files.delete(locator);
        committed.delete(locator);
        session.locator = undefined;
        return new Response(null, { status: 204 });
      }
      if (method === 'POST' && path === '/api/vault/rekey') {
        if (parsed.currentLocator !== locator) return refuse('rekeyWrongCurrent', 403);
        if (parsed.newLocator === locator) return refuse('rekeySamePassphrase', 400);
        const sent = parsed.records as Array<{ recordId: string; version: number; envelope: string }>;
        const complete = sent.length === records.size && sent.every((record) => records.get(record.recordId)?.version === record.version);
        if (!complete) return refuse('rekeyStale', 409);
        const target = String(parsed.newLocator);
        if (vaults.get(target)?.size) return refuse('rekeyTargetInUse', 409);
        const at = now();
        const moved = new Map(
          sent.map((record) => [
            record.recordId,
            { recordId: record.recordId, version: record.version + 1, envelope: record.envelope, createdAt: records.get(record.recordId)!.createdAt, updatedAt: at },
          ]),
        );
        vaults.delete(locator);
        vaults.set(target, moved);
        session.locator = target;
        return json(listOf(moved));
      }
      if (method === 'POST' && path === '/api/vault/migration') {
        const old = server.oldAccount;
        if (old && !old.completed && old.email === parsed.email && old.passphrase === parsed.passphrase) return json(old.answer);
        return json({ journey: [], boundaryScripts: [], migrationToken: null });
      }
      if (method === 'POST' && path === '/api/vault/migration/complete') {
        if (server.oldAccount) server.oldAccount.completed = true;
        return new Response(null, { status: 204 });
      }
      return json({ error: 'Not found.' }, 404);
    },
  };
  return server;
}
