/**
 * A new language is its folder and one line of core/languages.ts (docs/decisions/0035, 0045):
 * here the test-only pseudo-locale qps-ploc gets its folder (e2e/pseudo/generate.mjs) and its
 * line in the list, nothing else, and the server then stores her language, words its refusals
 * and writes her email in it. No table, import or migration names the language.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@core/contracts/common';
import type * as Languages from '@core/languages';
import { clientSubjects, alreadyMemberLines } from '@core/content/emails';
import { commonMessages } from '@core/content/validation';
import { formatMessage } from '@core/message-format';
import { pseudoText } from '../e2e/pseudo/pseudo-text';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { NotificationService } from './notify/notification-service';
import { testConfig } from './test-support/test-config';
import { testDatabases } from './test-support/test-database';

const PSEUDO = 'qps-ploc';

vi.mock('@core/languages', async (importOriginal) => {
  const real = await importOriginal<typeof Languages>();
  // Its folder, as the pseudo-locale e2e writes it, before any module reads the list.
  const { generatePseudoLocale } = await import('../e2e/pseudo/generate.mjs');
  await generatePseudoLocale('qps-ploc');
  // The one line.
  const LANGUAGES = [...real.LANGUAGES, { code: 'qps-ploc', name: 'Ƥšéûðö', dir: 'ltr', intl: 'en-US', largeSums: 'short', quickExitUrl: 'https://www.bbc.co.uk/weather' }];
  return { ...real, LANGUAGES, languageLine: (code: string) => LANGUAGES.find((language) => language.code === code) };
});

const [target] = testDatabases();
const pseudo = (text: string) => pseudoText(text, 'expanded');

describe('a language added by its folder and one line (qps-ploc)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let service: NotificationService;
  let outboxDir: string;
  let address = 0;

  beforeAll(async () => {
    database = await target!.open();
    const config = testConfig();
    outboxDir = config.outboxDir;
    service = new NotificationService({ db: database.db, config, pollMs: 0 });
    app = await buildApp(config, { database, notifications: service });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signup = (payload: object, language?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.pseudo@example.org', ...payload },
      headers: language ? { 'accept-language': language } : {},
      remoteAddress: `10.46.0.${(address += 1)}`,
    });

  it('words a refusal in the new language when asked for it', async () => {
    const response = await signup({ lastName: 'x'.repeat(101) }, PSEUDO);
    expect(response.statusCode).toBe(400);
    const sentence = formatMessage(pseudo(commonMessages.tooLong), { max: 100 }, 'en-US');
    expect(sentence).not.toBe(formatMessage(commonMessages.tooLong, { max: 100 }, 'en-US'));
    expect(response.json<ApiError>().issues).toEqual([{ path: 'lastName', code: 'commonMessages.tooLong', message: sentence }]);
  });

  it('stores her language and writes her email in it', async () => {
    expect((await signup({ locale: PSEUDO })).statusCode).toBe(200);
    // Asking again with her email sends her the "already a member" email, in the language stored.
    expect((await signup({ locale: 'en' })).statusCode).toBe(200);
    // The email is queued after the answer (it never slows the signup): wait for it.
    const emails = await vi.waitFor(async () => {
      await service.runDue();
      const names = (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
        expect(names).toHaveLength(1);
      return Promise.all(names.map(async (name) => simpleParser(await readFile(join(outboxDir, name)))));
    });
    const hers = emails.find((email) => email.subject === pseudo(clientSubjects.alreadyMember));
    expect(hers, emails.map((email) => email.subject).join(', ')).toBeDefined();
    expect(hers?.text).toContain(pseudo(alreadyMemberLines[1]));
    expect(hers?.text?.split('\n')[0]).toBe(formatMessage(pseudo('Hello {name},'), { name: 'Ana' }, 'en-US'));
  });
});
