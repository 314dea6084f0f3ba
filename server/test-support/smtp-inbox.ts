/**
 * A real SMTP server in the test process (smtp-server), and what arrived, parsed (mailparser):
 *
 *   const inbox = await startSmtpInbox();
 *   config.smtpUrl = inbox.url;
 *   ...
 *   const [mail] = await inbox.waitFor(1);
 *   inbox.refuseNext(1, 451); // the next message is refused for now (550: for good)
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type SmtpInbox = {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with this SMTP reply code. */
  refuseNext(count: number, code: number): void;
  /** Holds each message this long before accepting it (a slow server). */
  delayMs: number;
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          const error = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusals.code });
          callback(error);
          return;
        }
        const accept = async () => {
          const mail = await simpleParser(Buffer.concat(chunks));
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
          for (const wake of waiters.splice(0)) wake();
          callback();
        };
        setTimeout(() => void accept().catch((error: Error) => callback(error)), inbox.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const inbox: SmtpInbox = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    delayMs: 0,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} emails, got ${received.length}.`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return inbox;
}
