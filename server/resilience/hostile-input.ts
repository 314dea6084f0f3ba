/**
 * fast-check arbitraries for hostile requests: injection strings, odd Unicode, wrong types,
 * prototype-pollution keys, malformed JSON, wrong content types and hostile headers. Used by
 * the property tests over every endpoint (hostile-requests.test.ts).
 */
import fc from 'fast-check';

/** Strings an attacker (or a confused browser) sends: SQL, script, template and path tricks, odd Unicode. */
export const injectionStrings = [
  "'; drop table bookings; --",
  "' or '1'='1",
  '" or 1=1 --',
  "1); delete from users where ('1'='1",
  "' union select username, password from users --",
  "'; select pg_sleep(5); --",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'nul\u0000byte',
  '\u0000',
  'line\r\nSet-Cookie: injected=1',
  '\uFEFFbom',
  '\u202Eright-to-left',
  '\uD800',
  '😀👩🏽‍🦱𝕳𝖊𝖑𝖑𝖔',
  'a'.repeat(5000),
  ' ',
  '',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  '-1',
  '1e309',
] as const;

/** Header-safe (visible ASCII) hostile values. */
export const headerStrings = [
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '*',
  '',
  ' ',
  'a'.repeat(4000),
  '"',
  '=;=;=',
  'gzip;q=abc, br;q=-1, *;q=NaN',
  'bytes=0-1,2-3,-5',
  'bytes=999999999-',
  'W/"x", "y", *',
  'application/json, text/*;q=0.5, */*',
  '127.0.0.1, 10.0.0.1, ::1, not-an-address',
] as const;

const visibleAscii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });

export const hostileText = fc.oneof(
  fc.constantFrom(...injectionStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

export const hostileHeaderValue = fc.oneof(fc.constantFrom(...headerStrings), visibleAscii);

/** Field names: the API's own (so bodies reach deep validation), pollution keys and noise. */
export function fieldName(knownFields: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: knownFields.length > 0 ? fc.constantFrom(...knownFields) : fc.constant('name') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

/** Any JSON value built from hostile leaves, a few levels deep. */
export function hostileValue(knownFields: readonly string[]) {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      hostileText,
      fc.integer(),
      fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-320),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fieldName(knownFields), tie('value'), { maxKeys: 4 }),
    ),
  }));
  return value;
}

/** Raw bodies that are not what a JSON parser hopes for. */
export const malformedBodies = [
  '{',
  '{"name":',
  '{"a":1,}',
  "{'single':'quotes'}",
  '[',
  '[1,2',
  'null',
  'true',
  '0',
  '""',
  '"just a string"',
  '[]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":' + '1'.repeat(400) + '}',
  '['.repeat(15_000) + ']'.repeat(15_000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '\u0000\u0001\u0002',
  'name=Mary&email=mary%40example.org',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
] as const;

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json-patch+json',
  '',
  ';;;',
] as const;

export type HostileBody = { payload?: string; contentType?: string };

/** A body: hostile JSON objects over the API's field names, any JSON value, malformed text, or none. */
export function hostileBody(knownFields: readonly string[]): fc.Arbitrary<HostileBody> {
  const contentType = fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...contentTypes) }, { weight: 1, arbitrary: visibleAscii });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ payload: fc.dictionary(fieldName(knownFields), hostileValue(knownFields), { maxKeys: 8 }).map((body) => JSON.stringify(body)), contentType }) },
    { weight: 2, arbitrary: fc.record({ payload: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), contentType }) },
    { weight: 2, arbitrary: fc.record({ payload: fc.constantFrom(...malformedBodies), contentType }) },
    { weight: 1, arbitrary: fc.record({ payload: fc.string({ unit: 'binary', maxLength: 60 }), contentType }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Values for path parameters (ids, emails, anything). */
export const pathValue = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '1.5', '2147483648', '99999999999999999999', 'NaN', 'abc', '1e3', '0x10'),
  fc.constantFrom(...injectionStrings).filter((value) => !value.includes('\uD800')),
  fc.emailAddress(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Query strings that stress the parser. */
export const queryString = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?a=1&a=2', '?__proto__[polluted]=1', '?constructor[prototype][polluted]=1', '?x=%E0%A4%A', '?' + 'a=1&'.repeat(500), '?email=%00'),
  visibleAscii.map((text) => `?q=${encodeURIComponent(text)}`),
);
