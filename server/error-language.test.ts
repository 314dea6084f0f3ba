/**
 * A refusal's words are in the request's language (docs/decisions/0045): each issue carries the
 * contract's code and its sentence, in the language `Accept-Language` asks for when the site
 * speaks it, else in English.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@core/contracts/common';
import { buildApp } from './app';
import { type DatabaseHandle } from './db/client';
import { languageFromHeader } from './request-language';
import { testConfig } from './test-support/test-config';
import { testDatabases } from './test-support/test-database';

const [target] = testDatabases();

describe('the language of an error answer', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let address = 0;

  beforeAll(async () => {
    database = await target!.open();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signup = (language?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Ana', lastName: 'x'.repeat(101), email: 'ana@example.org' },
      headers: language === undefined ? {} : { 'accept-language': language },
      remoteAddress: `10.45.0.${(address += 1)}`,
    });

  it('words a form’s problem in English by default, with its code and the limit', async () => {
    const response = await signup();
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toEqual({
      error: 'Please keep this under 100 characters.',
      issues: [{ path: 'lastName', code: 'commonMessages.tooLong', message: 'Please keep this under 100 characters.' }],
    });
  });

  it('words the same problem in Spanish when the request asks for Spanish, with the same code', async () => {
    for (const header of ['es', 'es-MX,en;q=0.5', 'fr, es;q=0.9, en;q=0.8']) {
      const response = await signup(header);
      expect(response.statusCode, header).toBe(400);
      expect(response.json<ApiError>(), header).toEqual({
        error: 'Escribe menos de 100 caracteres aquí.',
        issues: [{ path: 'lastName', code: 'commonMessages.tooLong', message: 'Escribe menos de 100 caracteres aquí.' }],
      });
    }
  });

  it('answers in English when the request names no language the site speaks', async () => {
    for (const header of ['fr', 'es;q=0, en', '*']) {
      expect((await signup(header)).json<ApiError>().error, header).toBe('Please keep this under 100 characters.');
    }
  });

  it('words a problem only the API shows (a language it does not speak) in both languages', async () => {
    const english = await app.inject({ method: 'GET', url: '/api/resources?language=fr' });
    expect(english.statusCode).toBe(400);
    expect(english.json<ApiError>().issues).toEqual([{ path: 'language', code: 'apiMessages.language', message: 'Please send a language this site speaks: en, es.' }]);
    const spanish = await app.inject({ method: 'GET', url: '/api/resources?language=fr', headers: { 'accept-language': 'es' } });
    expect(spanish.json<ApiError>().issues).toEqual([{ path: 'language', code: 'apiMessages.language', message: 'Envía un idioma que hable este sitio: en, es.' }]);
  });

  it('words a share link’s refusal in Spanish too', async () => {
    const share = await app.inject({ method: 'POST', url: '/api/shares/open', payload: { linkId: 'not-an-id' }, headers: { 'accept-language': 'es' } });
    expect(share.statusCode).toBe(400);
    expect(share.json<ApiError>().issues).toContainEqual({
      path: 'linkId',
      code: 'apiMessages.linkId',
      message: 'Ese identificador de enlace no es válido: debe tener 16 bytes en base64url.',
    });
  });
});

describe('the language a request asks for', () => {
  it('takes the first language the site speaks, by weight, its region aside', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('es-US')).toBe('es');
    expect(languageFromHeader('de-DE, es;q=0.4, en;q=0.3')).toBe('es');
    expect(languageFromHeader('en;q=0.2, es;q=0.9')).toBe('es');
    expect(languageFromHeader('es;q=0')).toBe('en');
    expect(languageFromHeader('xx-garbage;q=abc, ;;')).toBe('en');
  });
});
