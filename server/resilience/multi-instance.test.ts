/**
 * Several instances behind a real proxy (issue 18 item 11): two server processes, bundled as
 * `npm start` runs them, in production mode on one fresh PostgreSQL database, behind nginx
 * (Debian's package) running the configuration of docs/deploy.md, with TLS. Through the proxy:
 * both instances started at the same moment migrate the database without an error; every queued
 * email is sent exactly once; a session opened through one instance works on either; the rate
 * limit and the console's sign-in lockout are the same on both.
 *
 * Needs TEST_DATABASE_URL (the PostgreSQL leg; .ci/run sets it), nginx and openssl (.ci/run
 * installs them when missing).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@core/content/api-messages';
import { bundleServer } from '../../scripts/build-server.mjs';
import { migrationsFolder } from '../db/client';
import { tooManyRequestsMessage } from '../errors';
import { type SmtpInbox, startSmtpInbox } from '../test-support/smtp-inbox';
import { connectionUrl, createEmptyTestDatabase } from '../test-support/test-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DOMAIN = 'save.example.org';
const ORIGIN = `https://${DOMAIN}`;
const ADMIN = { email: 'coach@example.org', password: 'a long admin password for the proxy test' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function which(command: string): string | undefined {
  for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(dir, command))) return join(dir, command);
  }
  return undefined;
}

/**
 * The nginx block of docs/deploy.md, changed only where a test must: the instances' addresses,
 * the ports, the certificate, and no IPv6 listener (a CI machine may have none).
 */
function deployConfigForTest(options: { instances: number[]; httpPort: number; httpsPort: number; certificate: string; key: string }): string {
  const deploy = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(deploy)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block.');
  let config = block;
  const replace = (pattern: RegExp, by: string | ((match: string) => string), times: number) => {
    const found = config.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (found !== times) throw new Error(`docs/deploy.md's nginx block changed: expected ${times} of ${pattern}, found ${found}.`);
    config = config.replace(new RegExp(pattern.source, 'g'), by as string);
  };
  let next = 0;
  replace(/server 10\.0\.0\.\d+:3000/, () => `server 127.0.0.1:${options.instances[next++]}`, options.instances.length);
  replace(/ *listen \[::\]:\d+[^;]*;\n/, '', 2);
  replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`, 1);
  replace(/listen 443 ssl/, `listen 127.0.0.1:${options.httpsPort} ssl`, 1);
  replace(/ssl_certificate +\S+;/, `ssl_certificate ${options.certificate};`, 1);
  replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${options.key};`, 1);
  return config;
}

type Instance = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };
type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

describe('two instances on one PostgreSQL behind nginx', () => {
  let work = '';
  const bundle = join(root, 'node_modules/.cache/save-sisterhood', `multi-instance-test-${process.pid}.mjs`);
  let dropDatabase: () => Promise<void> = async () => undefined;
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  let inbox: SmtpInbox;
  let certificate = '';
  let httpsPort = 0;
  let httpPort = 0;
  let databaseUrl = '';

  /** A request through nginx, over TLS, as a browser on this site's pages would send it. */
  function viaProxy(method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: DOMAIN,
          ca: certificate,
          method,
          path,
          headers: {
            host: DOMAIN,
            ...(method === 'GET' ? {} : { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
          agent: false,
        },
        (res) => collect(res, resolve),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The same request straight to one instance, with the headers nginx would add. */
  function direct(instance: Instance, method: string, path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: instance.port,
          method,
          path,
          headers: {
            host: DOMAIN,
            'x-forwarded-for': '127.0.0.1',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': DOMAIN,
            ...(method === 'GET' ? {} : { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
          agent: false,
        },
        (res) => collect(res, resolve),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  function collect(res: IncomingMessage, resolve: (answer: Answer) => void): void {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
  }

  function startInstance(port: number): Instance {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: join(work, `data-${port}`),
        CLIENT_DIR: join(work, 'no-build'),
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'multi-instance-test-session-secret-0123456789',
        VAULT_PEPPER: 'multi-instance-test-vault-pepper-0123456789',
        ACCESS_CODE_TOOLS_BUNDLE: 'MULTI-TOOLS-CODE',
        ACCESS_CODE_EDUCATOR: 'MULTI-EDUCATOR-CODE',
        TOTP_ENCRYPTION_KEY: 'multi-instance-test-totp-key-0123456789',
        // One receipt key for both instances, as docs/deploy.md asks (a receipt from either checks the same).
        RECEIPT_SIGNING_KEY: 'multi-instance-receipt-key-0123456789abcdef',
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL: 'team@example.org',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_DISABLED: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, port, output: () => output, exited };
  }

  async function untilAnswers(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if (await check()) return;
      } catch {
        // not up yet
      }
      await sleep(100);
    }
    throw new Error(`${what} did not answer in time.`);
  }

  beforeAll(async () => {
    const nginxPath = which('nginx');
    const opensslPath = which('openssl');
    if (!nginxPath || !opensslPath) {
      throw new Error('This test needs nginx and openssl (Debian: apt-get install nginx openssl); .ci/run installs them.');
    }
    work = mkdtempSync(join(tmpdir(), 'save-multi-'));

    // A fresh database, so both instances find nothing migrated.
    // (on the test run's embedded PostgreSQL, reached by its socket: what DATABASE_URL names in production)
    const empty = await createEmptyTestDatabase();
    dropDatabase = empty.drop;
    databaseUrl = connectionUrl(empty.connection);

    inbox = await startSmtpInbox();
    await bundleServer(bundle);

    // A certificate for the domain, trusted by this test's client only.
    const tls = join(work, 'tls');
    mkdirSync(tls);
    execFileSync(opensslPath, [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${DOMAIN}`,
      '-addext', `subjectAltName=DNS:${DOMAIN}`, '-keyout', join(tls, 'key.pem'), '-out', join(tls, 'cert.pem'),
    ], { stdio: 'ignore' });
    certificate = readFileSync(join(tls, 'cert.pem'), 'utf8');

    const ports = [await freePort(), await freePort()];
    httpPort = await freePort();
    httpsPort = await freePort();

    // nginx as this user, with its own prefix, temp directories and error log.
    const prefix = join(work, 'nginx');
    mkdirSync(join(prefix, 'temp'), { recursive: true });
    writeFileSync(join(prefix, 'site.conf'), deployConfigForTest({ instances: ports, httpPort, httpsPort, certificate: join(tls, 'cert.pem'), key: join(tls, 'key.pem') }));
    const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
    writeFileSync(
      join(prefix, 'nginx.conf'),
      [
        // As root, nginx would hand its workers to "nobody", who cannot read this private directory.
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${join(prefix, 'nginx.pid')};`,
        `error_log ${join(prefix, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${join(prefix, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(nginxPath, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));

    // Both instances at the same moment, on the fresh database: they migrate it together.
    for (const port of ports) instances.push(startInstance(port));
    for (const instance of instances) {
      await untilAnswers(async () => {
        if (instance.child.exitCode !== null) throw new Error(`An instance exited at start-up:\n${instance.output()}`);
        return (await direct(instance, 'GET', '/healthz')).status === 200;
      }, `The instance on port ${instance.port}`).catch((error: Error) => {
        throw new Error(`${error.message}\n${instance.output()}`);
      });
    }
    await untilAnswers(async () => (await viaProxy('GET', '/healthz')).status === 200, 'nginx').catch((error: Error) => {
      const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
      throw new Error(`${error.message}\n${nginxErrors}\n${log}`);
    });
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await inbox?.close();
    await dropDatabase();
    if (work) rmSync(work, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  }, 60_000);

  it('both instances, started at the same moment on a fresh database, migrated it without an error', async () => {
    for (const instance of instances) {
      expect(instance.child.exitCode).toBe(null);
      expect(instance.output()).toContain('Database ready (PostgreSQL at DATABASE_URL)');
      expect(instance.output()).not.toMatch(/error|could not/i);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0]?.n).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length);
    } finally {
      await client.end();
    }
    // Plain HTTP only sends visitors to HTTPS.
    const plain = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: httpPort, path: '/about', headers: { host: DOMAIN }, agent: false }, (res) => collect(res, resolve));
      req.on('error', reject);
      req.end();
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${DOMAIN}/about`);
  });

  it('sends every queued email exactly once, whichever instance queued it and whichever sends it', async () => {
    const preferredDateTime = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) =>
        viaProxy('POST', '/api/bookings', {
          body: { name: `Proxy Test ${n}`, email: `booking${n}@example.org`, phone: '555-123-4567', serviceType: 'consultation', preferredDateTime, notes: '' },
        }),
      ),
      ...Array.from({ length: 4 }, (_, n) =>
        viaProxy('POST', '/api/contact', { body: { name: `Proxy Test ${n}`, email: `message${n}@example.org`, message: 'Hello from behind the proxy.', subject: 'Home page message' } }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(9).fill(201)]);
    const bookingIds = answers.slice(0, 5).map((answer) => (JSON.parse(answer.body) as { id: number }).id);
    const messageIds = answers.slice(5).map((answer) => (JSON.parse(answer.body) as { id: number }).id);

    await inbox.waitFor(9, 30_000);
    // Time for a second send of anything, had two instances both claimed it.
    await sleep(3_000);
    const subjects = inbox.received.map((mail) => mail.subject ?? '').sort();
    expect(subjects).toEqual(
      [...bookingIds.map((id) => `New booking request #${id}`), ...messageIds.map((id) => `New message #${id}: Home page message`)].sort(),
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from notifications group by status');
      expect(rows).toEqual([{ status: 'sent', n: 9 }]);
    } finally {
      await client.end();
    }
  }, 90_000);

  it('keeps a console session opened through the proxy on either instance', async () => {
    const signedIn = await viaProxy('POST', '/api/admin/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(signedIn.status, signedIn.body).toBe(200);
    const cookie = [signedIn.headers['set-cookie'] ?? []].flat().map((line) => line.split(';', 1)[0]).join('; ');
    expect(cookie).toMatch(/^__Host-/);
    for (const instance of instances) {
      const session = await direct(instance, 'GET', '/api/admin/session', { cookie });
      expect(session.status, session.body).toBe(200);
      expect(JSON.parse(session.body)).toMatchObject({ email: ADMIN.email });
    }
    for (let n = 0; n < 4; n += 1) expect((await viaProxy('GET', '/api/admin/session', { cookie })).status).toBe(200);
    expect((await viaProxy('GET', '/api/admin/session')).status).toBe(401);
  });

  it('shares the rate limit: what one instance counted, the other refuses', async () => {
    // POST /api/upgrade-access allows 5 a minute per address; an empty body is refused (400) but counted.
    for (let n = 0; n < 5; n += 1) expect((await viaProxy('POST', '/api/upgrade-access', { body: {} })).status).toBe(400);
    const refused = await viaProxy('POST', '/api/upgrade-access', { body: {} });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: tooManyRequestsMessage });
    // Each instance alone has seen at most some of the six; both refuse.
    for (const instance of instances) expect((await direct(instance, 'POST', '/api/upgrade-access', { body: {} })).status).toBe(429);
  });

  it('shares the console lockout: five wrong passwords through the proxy lock that email from this address on both instances', async () => {
    for (let n = 0; n < 5; n += 1) {
      const wrong = await viaProxy('POST', '/api/admin/login', { body: { email: ADMIN.email, password: `not the password ${n}` } });
      expect(wrong.status, wrong.body).toBe(401);
    }
    const locked = await viaProxy('POST', '/api/admin/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({ error: adminMessages.tooManyAttempts });
    for (const instance of instances) {
      const answer = await direct(instance, 'POST', '/api/admin/login', { body: { email: ADMIN.email, password: ADMIN.password } });
      expect(answer.status).toBe(429);
    }
  }, 60_000);
});
