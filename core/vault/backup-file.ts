/**
 * Her backup file's layout (core/contracts/vault-backup.ts, docs/decisions/0049): written as Blob
 * parts (the header line, then each sealed chunk as the server stored it) and read back a slice at
 * a time, so neither a save nor a restore holds the whole file in memory twice. Nothing here
 * opens anything: the records and chunks stay sealed until the vault store opens them with her keys.
 */
import {
  VAULT_BACKUP_HEADER_MAX_BYTES,
  VAULT_BACKUP_MAX_BYTES,
  type VaultBackupHeader,
  type VaultBackupRecordsOnly,
  vaultBackupHeaderSchema,
  vaultBackupRecordsOnlySchema,
} from '../contracts/vault-backup';

/** 'not-a-backup': not one of ours (another file, another format); 'damaged': ours, but cut short or grown. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
  constructor(readonly reason: 'not-a-backup' | 'damaged') {
    super(reason === 'damaged' ? 'This backup file was changed or cut short.' : 'This is not a backup file.');
  }
}

/** One sealed chunk's place in the file. */
export type BackupChunk = { index: number; start: number; end: number };
/** One file of the backup: its id and where each of its chunks lies. */
export type BackupFile = { fileId: string; bytes: number; chunks: BackupChunk[] };

export type BackupContents =
  | { version: 1; createdAt: string; records: VaultBackupRecordsOnly['records']; files: [] }
  | { version: 2; createdAt: string; records: VaultBackupHeader['records']; files: BackupFile[] };

const NEWLINE = 0x0a;
const SCAN_BYTES = 1024 * 1024;

/** The header as its first line: JSON.stringify writes no raw line break, so the first "\n" ends it. */
export function backupHeaderLine(header: VaultBackupHeader): string {
  return `${JSON.stringify(header)}\n`;
}

/** Where each file's chunks lie, in the header's order, after `dataStart`. */
function placeFiles(header: VaultBackupHeader, dataStart: number): { files: BackupFile[]; end: number } {
  let at = dataStart;
  const files = header.files.map(({ fileId, chunks }) => {
    const placed = chunks.map((size, index) => {
      const chunk = { index, start: at, end: at + size };
      at += size;
      return chunk;
    });
    return { fileId, bytes: chunks.reduce((sum, size) => sum + size, 0), chunks: placed };
  });
  return { files, end: at };
}

/** The bytes before the first line break (undefined when there is none within a header's length). */
async function firstLine(file: Blob): Promise<Uint8Array | undefined> {
  const limit = Math.min(file.size, VAULT_BACKUP_HEADER_MAX_BYTES + 1);
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let at = 0; at < limit; at += SCAN_BYTES) {
    const slice = new Uint8Array(await file.slice(at, Math.min(limit, at + SCAN_BYTES)).arrayBuffer());
    const found = slice.indexOf(NEWLINE);
    parts.push(found === -1 ? slice : slice.subarray(0, found));
    length += found === -1 ? slice.length : found;
    if (found !== -1) {
      const line = new Uint8Array(length);
      let offset = 0;
      for (const part of parts) {
        line.set(part, offset);
        offset += part.length;
      }
      return line;
    }
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads what a backup file holds, sealed as it is: this version's header and where every chunk
 * lies (the file's size must be exactly the header's sum, or it was cut short or changed), or a
 * version 1 file's records. Throws BackupFileError; reads no chunk.
 */
export async function readBackupFile(file: Blob): Promise<BackupContents> {
  if (file.size === 0 || file.size > VAULT_BACKUP_MAX_BYTES) throw new BackupFileError('not-a-backup');
  const line = await firstLine(file);
  if (line) {
    const header = vaultBackupHeaderSchema.safeParse(parseJson(new TextDecoder().decode(line)));
    if (header.success) {
      const dataStart = line.length + 1;
      const { files, end } = placeFiles(header.data, dataStart);
      if (end !== file.size) throw new BackupFileError('damaged');
      return { version: 2, createdAt: header.data.createdAt, records: header.data.records, files };
    }
  }
  // Version 1: the whole file is its JSON (as small as a vault's records).
  if (file.size <= VAULT_BACKUP_HEADER_MAX_BYTES) {
    const old = vaultBackupRecordsOnlySchema.safeParse(parseJson(await file.text()));
    if (old.success) return { version: 1, createdAt: old.data.createdAt, records: old.data.records, files: [] };
  }
  throw new BackupFileError('not-a-backup');
}

/** The sealed bytes of one chunk of the file. */
export async function readBackupChunk(file: Blob, chunk: BackupChunk): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await file.slice(chunk.start, chunk.end).arrayBuffer());
}
