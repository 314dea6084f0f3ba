/**
 * How an email leaves: through SMTP_URL with nodemailer, or, without SMTP_URL, written as an
 * .eml file to DATA_DIR/outbox/ (readable by any mail program), so a site without a mail
 * server loses nothing and a developer can read what would have been sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './messages';

export type Mailer = {
  /** Where mail goes, for the start-up line (never a password). */
  readonly description: string;
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(email: OutgoingEmail, name: string): Promise<void>;
  close(): void;
};

/** Why a send failed, as far as retrying goes. */
export type SendFailure = { permanent: boolean; code: string };

/** Reads a nodemailer (or file system) error: its code, and whether trying again could help. */
export function describeSendError(error: unknown): SendFailure {
  const details = (error ?? {}) as { code?: unknown; responseCode?: unknown; permanent?: unknown };
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const name = typeof details.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(details.code) ? details.code : 'ERROR';
  const permanent = details.permanent === true || (responseCode !== undefined && responseCode >= 500 && responseCode < 600);
  // Only the code and the SMTP reply number: a reply's text can quote an address.
  return { permanent, code: responseCode === undefined ? name : `${name} ${responseCode}` };
}

function messageOf(email: OutgoingEmail, from: string) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.calendar
      ? { icalEvent: { method: email.calendar.method, filename: email.calendar.filename, content: email.calendar.content } }
      : {}),
  };
}

/** Sends through an SMTP server (smtp:// or smtps:// URL), with time limits so a try never hangs. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const safeUrl = new URL(smtpUrl);
  return {
    description: `SMTP at ${safeUrl.protocol}//${safeUrl.host}`,
    async send(email) {
      await transport.sendMail(messageOf(email, from));
    },
    close() {
      transport.close();
    },
  };
}

/** Writes each message to `outboxDir` as an .eml file (owner-only: it holds personal details). */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${outboxDir}`,
    async send(email, name) {
      const info = await composer.sendMail(messageOf(email, from));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw Object.assign(new Error('The message was not composed.'), { code: 'ECOMPOSE' });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, raw, { mode: 0o600 });
      await rename(temporary, file);
    },
    close() {
      composer.close();
    },
  };
}
