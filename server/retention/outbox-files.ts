/**
 * The `.eml` files of DATA_DIR/outbox (server/notify/mailer.ts) as personal data: the purge
 * removes those older than their period, an erasure those addressed to one email
 * (docs/decisions/0016). Only plain files named like the mailer's are touched (looked at with
 * lstat: no link is followed); one another instance removed first is simply skipped.
 */
import { lstat, readFile, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A message, or one the mailer was writing when the process died (`<file>.eml.<hex>.tmp`). */
const OUTBOX_FILE = /\.eml(\.[0-9a-f]+\.tmp)?$/;

async function outboxFiles(outboxDir: string): Promise<string[]> {
  try {
    const names = await readdir(outboxDir);
    return names.filter((name) => OUTBOX_FILE.test(name)).map((name) => join(outboxDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function isGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Removes a file; false when it was already gone. */
async function remove(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/** Removes the outbox files last written before `cutoff`; resolves with how many went. */
export async function purgeOutboxFiles(outboxDir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const path of await outboxFiles(outboxDir)) {
    let stats;
    try {
      stats = await lstat(path);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    if (!stats.isFile() || stats.mtime >= cutoff) continue;
    if (await remove(path)) removed += 1;
  }
  return removed;
}

/** The addresses in a message's To, Cc and Bcc headers (folded lines joined), lower-cased. */
export function recipientsOf(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const addresses: string[] = [];
  for (const line of head.split(/\r?\n/)) {
    const header = /^(to|cc|bcc):(.*)$/i.exec(line);
    if (!header?.[2]) continue;
    for (const match of header[2].matchAll(/[^\s<>,;"()]+@[^\s<>,;"()]+/g)) addresses.push(match[0].toLowerCase());
  }
  return addresses;
}

/** The outbox files addressed to this email (any case). */
export async function outboxFilesFor(outboxDir: string, email: string): Promise<string[]> {
  const wanted = email.trim().toLowerCase();
  const found: string[] = [];
  for (const path of await outboxFiles(outboxDir)) {
    let raw: string;
    try {
      if (!(await lstat(path)).isFile()) continue;
      raw = await readFile(path, 'utf8');
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    if (recipientsOf(raw).includes(wanted)) found.push(path);
  }
  return found;
}

/** Removes the given files; resolves with how many were still there to remove. */
export async function removeOutboxFiles(paths: readonly string[]): Promise<number> {
  let removed = 0;
  for (const path of paths) if (await remove(path)) removed += 1;
  return removed;
}
