import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxFilesFor, recipientsOf, removeOutboxFiles } from './outbox-files';

describe('recipientsOf', () => {
  it('reads To, Cc and Bcc, with names, folded lines and any case', () => {
    const raw = ['From: Appointments <hello@example.org>', 'To: "Nia A." <Nia@Example.ORG>,', ' other@example.org', 'Cc: third@example.org', 'Subject: x', '', 'To: body@example.org'].join('\r\n');
    expect(recipientsOf(raw)).toEqual(['nia@example.org', 'other@example.org', 'third@example.org']);
  });

  it('never reads the body or the sender', () => {
    expect(recipientsOf('From: nia@example.org\r\nSubject: x\r\n\r\nTo: nia@example.org')).toEqual([]);
  });
});

describe('outboxFilesFor', () => {
  it('finds only the message files addressed to the email, and removing them twice counts once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'save-outbox-'));
    await writeFile(join(dir, 'a.eml'), 'To: nia@example.org\r\n\r\nhello');
    await writeFile(join(dir, 'b.eml'), 'To: other@example.org\r\n\r\nnia@example.org');
    await writeFile(join(dir, 'c.txt'), 'To: nia@example.org\r\n\r\n');
    const found = await outboxFilesFor(dir, ' NIA@example.org ');
    expect(found).toEqual([join(dir, 'a.eml')]);
    expect(await removeOutboxFiles(found)).toBe(1);
    expect(await removeOutboxFiles(found)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['b.eml', 'c.txt']);
    expect(await outboxFilesFor(join(dir, 'missing'), 'nia@example.org')).toEqual([]);
  });
});
