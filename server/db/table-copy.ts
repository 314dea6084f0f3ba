/**
 * Every row of every table of the public schema, as text, and back: the backup format of
 * `npm run backup` / `npm run restore` and the way an old PGlite DATA_DIR moves into PostgreSQL
 * (docs/decisions/0027). The embedded binaries ship no pg_dump, so the copy is SQL only:
 *
 * - out: in one REPEATABLE READ READ ONLY transaction (one snapshot: a consistent copy while the
 *   server keeps writing), each row as `row_to_json(t)::text`, exactly as PostgreSQL writes it
 *   (bigints, timestamps and bytea keep every digit), plus each sequence's position and how many
 *   migrations the schema has;
 * - in: into a database migrated to the same schema, in one transaction: every table emptied,
 *   the rows inserted with json_populate_recordset (foreign-key triggers off for the load, as
 *   pg_restore does), the sequences set. Either all of it arrives or nothing changes. A backup
 *   file is read as it is written, a line at a time (openTablesCopy): her photos' chunks make it
 *   far larger than the memory of the machine that restores it (docs/decisions/0054).
 *
 * The file is gzip of JSON lines: a header, then per table a `{"table","rows"}` line followed by
 * its rows, then the sequences.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'save-sisterhood-tables';
export const BACKUP_FORMAT_VERSION = 1;

/** One query on one connection (node-postgres client or PGlite): rows as plain objects. */
export type RunQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied to the schema the rows come from (drizzle's journal count). */
  migrations: number;
};

export type TableRows = { table: string; rows: string[] };
export type SequencePosition = { sequence: string; value: string | null };

export type TablesCopy = { header: BackupHeader; tables: TableRows[]; sequences: SequencePosition[] };

/** A table's rows as they are read: from memory (a PGlite move) or a line at a time from a file. */
export type TableRowsStream = { table: string; rows: Iterable<string> | AsyncIterable<string> };

/** A copy read as it is written: each table's rows are read before the next table starts. */
export type TablesStream = {
  header: BackupHeader;
  tables: Iterable<TableRowsStream> | AsyncIterable<TableRowsStream>;
  /** Asked once every table has been read: a file's sequences come after its rows. */
  sequences(): SequencePosition[];
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

async function publicTables(run: RunQuery): Promise<string[]> {
  const rows = await run(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => String(row.table_name));
}

async function migrationCount(run: RunQuery): Promise<number> {
  const rows = await run(`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Reads every table into memory (the one-time move of a small PGlite directory). `run` must be
 * inside one snapshot for a consistent copy; backups stream instead (saveTablesConsistently).
 */
export async function readTables(run: RunQuery, now: Date = new Date()): Promise<TablesCopy> {
  const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: now.toISOString(), migrations: await migrationCount(run) };
  const tables: TableRows[] = [];
  for (const table of await publicTables(run)) {
    const rows = await run(`select row_to_json(t)::text as r from ${quote(table)} t`);
    tables.push({ table, rows: rows.map((row) => String(row.r)) });
  }
  const sequenceRows = await run(`select sequencename, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`);
  const sequences = sequenceRows.map((row) => ({ sequence: String(row.sequencename), value: row.value === null ? null : String(row.value) }));
  return { header, tables, sequences };
}

/** What node-postgres's PoolClient offers (kept narrow so tests and tools can pass a Client). */
type PgClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

const runOn =
  (client: PgClient): RunQuery =>
  async (text, params) =>
    (await client.query(text, params)).rows;

/** Rows per insert statement: each is one JSON parameter, kept well under memory limits. */
export const INSERT_BATCH = 500;
/**
 * About how many characters of rows one insert statement carries (docs/decisions/0054): 500 file
 * chunks' rows would be a ~1 GB parameter, past V8's longest string (~512 MB) and PostgreSQL's
 * largest field (1 GB), so a backup holding a few hundred chunks could not be restored.
 */
export const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The copy's rows cut into insert statements as they come: at most INSERT_BATCH rows and
 * INSERT_BATCH_BYTES each, one row at least; a batch is handed on as soon as it is full, so a
 * file is never held whole.
 */
export async function* insertBatches(rows: Iterable<string> | AsyncIterable<string>): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let size = 0;
  for await (const row of rows) {
    if (batch.length > 0 && (batch.length >= INSERT_BATCH || size + row.length > INSERT_BATCH_BYTES)) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += row.length;
  }
  if (batch.length > 0) yield batch;
}

const asStream = (copy: TablesCopy | TablesStream): TablesStream =>
  typeof copy.sequences === 'function' ? (copy as TablesStream) : { ...copy, sequences: () => (copy as TablesCopy).sequences };

/**
 * Replaces every row of the database `client` is connected to with the copy's, in one
 * transaction. The database must be migrated to the copy's schema; its own rows (seeded ones
 * too) are removed first. Needs a role that may set session_replication_role (the embedded
 * PostgreSQL's owner is a superuser). A stream is written as it is read, in insert statements of
 * a few MB; anything wrong in it (a table this database does not have, a damaged line, a file
 * cut short) rolls back all of it.
 */
export async function writeTables(client: PgClient, copy: TablesCopy | TablesStream): Promise<{ rows: number }> {
  const { header, tables: copied, sequences } = asStream(copy);
  const run = runOn(client);
  const migrations = await migrationCount(run);
  if (migrations !== header.migrations) {
    throw new BackupFormatError(
      `This copy was made with ${header.migrations} database migrations and this version has ${migrations}: ` +
        'bring it back with the version that made it, then start this one (it moves the data forward by itself).',
    );
  }
  const tables = await publicTables(run);

  let total = 0;
  await client.query('begin');
  try {
    // Foreign keys are checked by triggers; the copy is consistent, and tables load in any order.
    await client.query('set local session_replication_role = replica');
    if (tables.length > 0) await client.query(`truncate ${tables.map(quote).join(', ')} restart identity cascade`);
    for await (const { table, rows } of copied) {
      if (!tables.includes(table)) throw new BackupFormatError(`The copy has a table this database does not: ${table}.`);
      const columns = await run(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = columns.map((column) => quote(String(column.column_name))).join(', ');
      for await (const batch of insertBatches(rows)) {
        await client.query(
          `insert into ${quote(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
        total += batch.length;
      }
    }
    for (const { sequence, value } of sequences()) {
      if (value === null) continue;
      await client.query(`select setval($1, $2::bigint, true)`, [quote(sequence), value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return { rows: total };
}

type WriteLine = (line: string) => Promise<void>;

/** Writes the lines `produce` gives to `file` (gzip, mode 0600), whole or not at all. */
async function writeGzipLines<T>(file: string, produce: (write: WriteLine) => Promise<T>): Promise<T> {
  const temporary = `${file}.${process.pid}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(temporary, { mode: 0o600 });
  gzip.pipe(out);
  const write: WriteLine = async (line) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    const result = await produce(write);
    gzip.end();
    await once(out, 'close');
    await rename(temporary, file);
    return result;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The most rows a backup fetches per round trip through its cursor (tables of small rows). */
export const FETCH_BATCH = 1000;
/**
 * About how many bytes of rows one fetch brings into the server (docs/decisions/0054): a file
 * chunk's row is ~2 MiB of JSON (its bytea as hex), so 1,000 of them at once would be 2 GB in a
 * heap capped at 256 MB; the daily backup ran during the photo bench's uploads and took the
 * server from ~120 to ~230 MB with 80 chunks.
 */
export const FETCH_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Rows to fetch next from a table's cursor: one first (nothing is known of its rows yet), then
 * as many as fit FETCH_BATCH_BYTES at the largest row seen so far, at most twice the last count
 * (so a run of small rows cannot jump straight to a thousand before a large one shows) and at
 * most FETCH_BATCH.
 */
export function nextFetchCount(lastCount: number, largestRowBytes: number): number {
  if (lastCount <= 0) return 1;
  const fitting = Math.floor(FETCH_BATCH_BYTES / Math.max(1, largestRowBytes));
  return Math.max(1, Math.min(FETCH_BATCH, 2 * lastCount, fitting));
}

/**
 * A backup file, streamed: in one REPEATABLE READ READ
 * ONLY snapshot each table is counted, then read through a cursor a batch at a time and written
 * as it comes, so a backup holds one batch of rows in memory, not the database (the daily backup
 * runs inside the server, whose heap is capped), and a batch is sized by its rows' bytes
 * (nextFetchCount), not by a count alone.
 */
export async function saveTablesConsistently(client: PgClient, file: string, now: Date = new Date()): Promise<{ rows: number }> {
  const run = runOn(client);
  await client.query('begin isolation level repeatable read read only');
  try {
    return await writeGzipLines(file, async (write) => {
      const header: BackupHeader = { format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, createdAt: now.toISOString(), migrations: await migrationCount(run) };
      await write(JSON.stringify(header));
      let total = 0;
      for (const table of await publicTables(run)) {
        const [counted] = await run(`select count(*)::bigint::text as count from ${quote(table)}`);
        const count = Number(counted?.count ?? 0);
        await write(JSON.stringify({ table, rows: count }));
        await client.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quote(table)} t`);
        let written = 0;
        let fetchCount = nextFetchCount(0, 0);
        let largest = 0;
        for (;;) {
          const batch = await run(`fetch ${fetchCount} from backup_rows`);
          for (const row of batch) {
            const line = String(row.r);
            largest = Math.max(largest, line.length); // characters: bytes for the ASCII of hex and base64
            await write(line);
          }
          written += batch.length;
          if (batch.length < fetchCount) break;
          fetchCount = nextFetchCount(fetchCount, largest);
        }
        await client.query('close backup_rows');
        // The snapshot is one: the count and the rows agree, or the file would not load back.
        if (written !== count) throw new Error(`Backup of ${table}: counted ${count} rows but read ${written}.`);
        total += written;
      }
      const sequenceRows = await run(`select sequencename, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`);
      await write(JSON.stringify({ sequences: sequenceRows.map((row) => ({ sequence: String(row.sequencename), value: row.value === null ? null : String(row.value) })) }));
      return { rows: total };
    });
  } finally {
    await client.query('rollback');
  }
}

/**
 * The lines of a stream of UTF-8, read only as they are asked for. Not node:readline: its async
 * iterator reads ahead up to 1,024 lines while the caller waits (on PostgreSQL), and 1,024 lines
 * of file chunks are 2 GB; measured, a restore of 100 chunks held ~700 MB that way and ran out of
 * a 256 MB heap (docs/benchmarks.md). A newline byte is never inside a multi-byte character.
 */
export async function* linesOf(stream: Iterable<Buffer> | AsyncIterable<Buffer>): AsyncGenerator<string> {
  let pieces: Buffer[] = [];
  for await (const chunk of stream) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      pieces.push(chunk.subarray(start, end));
      yield Buffer.concat(pieces).toString('utf8');
      pieces = [];
      start = end + 1;
    }
    if (start < chunk.length) pieces.push(chunk.subarray(start));
  }
  if (pieces.length > 0) yield Buffer.concat(pieces).toString('utf8');
}

/**
 * Opens a backup saveTablesConsistently wrote, to be read a line at a time (gunzip, then
 * linesOf): its header is checked here, before anything is changed, and anything else wrong
 * with it (a line that is not a row, a table or the sequences; a damaged or cut gzip; a file
 * that ends early) is a BackupFormatError thrown while its tables are read. close() lets go of
 * the file (reading every table does too).
 */
export async function openTablesCopy(file: string): Promise<TablesStream & { close(): void }> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  const lines = linesOf(input.pipe(gunzip));
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  const cutShort = () => new BackupFormatError(`${file} is cut short: it was not written to the end.`);
  const nextLine = async (): Promise<string | undefined> => {
    let next: IteratorResult<string>;
    try {
      next = await lines.next();
    } catch (error) {
      throw new BackupFormatError(`${file} could not be read as a backup: ${(error as Error).message}`);
    }
    return next.done ? undefined : next.value;
  };
  const parse = <T>(line: string): T => {
    try {
      return JSON.parse(line) as T;
    } catch {
      // Not JSON.parse's message: it quotes the line, which may be one of her rows.
      throw new BackupFormatError(`${file} has a damaged line: it is not JSON.`);
    }
  };

  let header: BackupHeader;
  try {
    const first = await nextLine();
    const parsed = first === undefined ? {} : parse<Partial<BackupHeader>>(first);
    if (parsed.format !== BACKUP_FORMAT || parsed.version !== BACKUP_FORMAT_VERSION || typeof parsed.migrations !== 'number') {
      throw new BackupFormatError(`${file} is not a backup of this site (its first line is not our header).`);
    }
    header = parsed as BackupHeader;
  } catch (error) {
    close();
    throw error;
  }

  let sequences: SequencePosition[] | undefined;
  async function* rowsOf(table: string, count: number): AsyncGenerator<string> {
    for (let row = 1; row <= count; row += 1) {
      const line = await nextLine();
      if (line === undefined) throw cutShort();
      // A row is one JSON object (row_to_json); PostgreSQL checks the rest of it.
      if (!line.startsWith('{') || !line.endsWith('}')) throw new BackupFormatError(`${file} has a damaged line: row ${row} of ${table} is not a row.`);
      yield line;
    }
  }
  async function* tables(): AsyncGenerator<TableRowsStream> {
    try {
      for (let line = await nextLine(); line !== undefined; line = await nextLine()) {
        const parsed = parse<{ table?: unknown; rows?: unknown; sequences?: unknown }>(line);
        if (typeof parsed.table === 'string' && typeof parsed.rows === 'number') {
          const rows = rowsOf(parsed.table, parsed.rows);
          yield { table: parsed.table, rows };
          // Rows the reader left unread are read past, so the next line is a table's again.
          for await (const _ of rows);
        } else if (Array.isArray(parsed.sequences)) {
          sequences = parsed.sequences as SequencePosition[];
        } else {
          throw new BackupFormatError(`${file} has a line that is neither a table nor the sequences.`);
        }
      }
      if (!sequences) throw cutShort();
    } finally {
      close();
    }
  }
  return {
    header,
    tables: tables(),
    sequences: () => {
      if (!sequences) throw cutShort();
      return sequences;
    },
    close,
  };
}
