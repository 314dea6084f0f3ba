import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { nullCharacterMessage } from './null-characters';
import { testConfig } from './test-support/test-config';
import { openTestDatabase } from './test-support/test-database';
import { fieldLabel, sentenceFor } from './validation-messages';

describe('sentences for validation problems a contract gives no message of its own', () => {
  it('names the field as a person reads it', () => {
    expect(fieldLabel(['preferredDateTime'])).toBe('“preferred date time”');
    expect(fieldLabel(['answers', 3, 'option'])).toBe('“option of item 4 of answers”');
    expect(fieldLabel([])).toBe('the details');
  });

  it('says what to send instead', () => {
    expect(sentenceFor({ code: 'invalid_type', expected: 'string', path: ['notes'] })).toBe('Please send “notes” as text.');
    expect(sentenceFor({ code: 'invalid_type', expected: 'array', path: ['tags'] })).toBe('Please send “tags” as a list.');
    expect(sentenceFor({ code: 'too_big', origin: 'number', path: ['day'] })).toBe('Please send a smaller number for “day”.');
    expect(sentenceFor({ code: 'too_big', origin: 'string', path: ['name'] })).toBe('Please shorten “name”.');
    expect(sentenceFor({ code: 'invalid_value', path: ['serviceType'] })).toBe('Please choose one of the allowed values for “service type”.');
    expect(sentenceFor({ code: 'something_new', path: ['x'] })).toBe('Please check “x”.');
  });
});

describe('the API answers them', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), { database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const booking = {
    name: 'Mary',
    email: 'mary@example.org',
    phone: '555-123-4567',
    serviceType: 'consultation',
    preferredDateTime: new Date(Date.now() + 86_400_000).toISOString(),
  };

  it('instead of zod’s own text for a field without a message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/bookings', payload: { ...booking, notes: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please send “notes” as text.', issues: [{ path: 'notes', message: 'Please send “notes” as text.' }] });
  });

  it('refuses a NUL character (PostgreSQL cannot store it) with 400, not a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/bookings', payload: { ...booking, name: 'Ma\u0000ry' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: nullCharacterMessage });
  });

  it('answers an over-long path parameter with its own sentence, not Fastify’s internals', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/resources/${'9'.repeat(200)}/download` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'That address is too long. Please check the link.' });
  });
});
