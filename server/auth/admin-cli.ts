/**
 * `npm run admin:create -- --email EMAIL`: creates an admin, or sets an existing admin's
 * password. The password comes from ADMIN_PASSWORD, or is asked for (twice, not shown); piped
 * input is read as one line. It works at any time: against DATABASE_URL, or against the embedded
 * PostgreSQL of DATA_DIR, through the running server's socket or, when no server runs, one it
 * starts and stops itself.
 */
import { emailField } from '@core/contracts/common';
import { adminPasswordProblem } from './admin-password';
import type { DatabaseHandle } from '../db/client';
import { openServerDatabase } from '../db/server-database';
import { AdminAccountError, ensureAdminAccount } from './admin-accounts';

export type CliIo = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
};

export type CliDeps = {
  /** Opens the database (tests give a migrated one). Default: DATABASE_URL or the embedded PostgreSQL of DATA_DIR, migrated. */
  open?: (target: { databaseUrl: string | undefined; dataDir: string }) => Promise<DatabaseHandle>;
};

export const usage = `Usage: npm run admin:create -- --email you@example.org

Creates an admin for the console at /admin, or sets the password of an existing admin (which ends
its sessions). The password is read from ADMIN_PASSWORD, or asked for; it needs at least 12
characters. Uses DATABASE_URL when set, otherwise the PostgreSQL in DATA_DIR (default ./data),
whether the server is running or not.
`;

function parseEmail(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--email') return argv[index + 1];
    if (arg.startsWith('--email=')) return arg.slice('--email='.length);
  }
  return undefined;
}

/** Reads one line without echoing it (a terminal), or the first line of piped input. */
function readSecretLine(io: CliIo, question: string): Promise<string> {
  const { stdin } = io;
  return new Promise((resolve, reject) => {
    let value = '';
    const raw = Boolean(stdin.isTTY && stdin.setRawMode);
    if (stdin.isTTY) io.stderr.write(question);
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.off('end', onEnd);
      if (raw) stdin.setRawMode?.(false);
      stdin.pause();
      if (raw) io.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onEnd = () => finish();
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\n' || char === '\r') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    if (raw) stdin.setRawMode?.(true);
    stdin.on('data', onData);
    stdin.on('end', onEnd);
    stdin.resume();
  });
}

async function readPassword(env: Record<string, string | undefined>, io: CliIo): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const first = await readSecretLine(io, 'Password for this admin (at least 12 characters, not shown): ');
  if (!io.stdin.isTTY) return first;
  const again = await readSecretLine(io, 'The same password again: ');
  if (again !== first) throw new AdminAccountError('The two passwords are not the same. Nothing was changed.');
  return first;
}

/** Runs the command; resolves with the process exit code. */
export async function runAdminCreate(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  deps: CliDeps = {},
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(usage);
    return 0;
  }
  const rawEmail = parseEmail(argv);
  const email = emailField.safeParse(rawEmail ?? '');
  if (!email.success) {
    io.stderr.write(`${rawEmail ? `"${rawEmail}" is not an email address.` : 'Please give the admin\'s email with --email.'}\n\n${usage}`);
    return 2;
  }

  let password: string;
  try {
    password = await readPassword(env, io);
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const problem = adminPasswordProblem(password);
  if (problem) {
    io.stderr.write(`${problem} Nothing was changed.\n`);
    return 1;
  }

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = env.DATA_DIR?.trim() || './data';
  let database: DatabaseHandle | undefined;
  try {
    if (deps.open) database = await deps.open({ databaseUrl, dataDir });
    else database = await openServerDatabase({ databaseUrl, dataDir, poolSize: 1, attachToRunning: true });
    const outcome = await ensureAdminAccount(database.db, email.data, password);
    const said = {
      created: `Admin ${outcome.email} created. Sign in at /admin.`,
      updated: `Password of admin ${outcome.email} changed; its open sessions were ended.`,
      unchanged: `Admin ${outcome.email} already has this password. Nothing was changed.`,
    }[outcome.status];
    io.stdout.write(`${said}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`Could not reach the database: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
