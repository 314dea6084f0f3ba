/**
 * Admins' TOTP secrets at rest (issue 25, docs/decisions/0018): sealed with AES-256-GCM from
 * node:crypto under a key derived by HKDF-SHA256 from TOTP_ENCRYPTION_KEY, which lives in the
 * environment and never in the database. A copy of the database alone therefore holds no secret
 * that makes codes. Each seal has a fresh random 96-bit nonce, and the admin's id is bound in as
 * additional data, so a sealed secret moved to another admin's row does not open. Nothing here
 * is our own primitive: node:crypto's AES-GCM and HKDF only.
 *
 * Stored form: `v1.<nonce, base64url>.<ciphertext and 128-bit tag, base64url>`. A base32 secret
 * never contains a dot, so a plain secret (stored before this) is told apart and sealed in place
 * (sealPlainSecondFactorSecrets, at start-up; findSecondFactor for one written meanwhile).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class TotpSecretUnreadableError extends Error {
  override name = 'TotpSecretUnreadableError';
  constructor() {
    super('An admin\'s stored second-factor secret cannot be opened: TOTP_ENCRYPTION_KEY is not the key it was sealed with, or the row was changed. Restore the key (it must never change); otherwise that admin signs in with a recovery code and enrols again.');
  }
}

export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(encryptionKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', encryptionKey, 'save-sisterhood', 'admin totp secrets v1', 32));
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(userId: number, secret: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(userId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The secret; throws TotpSecretUnreadableError for a wrong key, a changed row or another admin's row. */
  open(userId: number, stored: string): string {
    const [nonceText, sealedText, extra] = stored.slice(PREFIX.length).split('.');
    if (!TotpSecretBox.isSealed(stored) || nonceText === undefined || sealedText === undefined || extra !== undefined) throw new TotpSecretUnreadableError();
    const nonce = Buffer.from(nonceText, 'base64url');
    const sealed = Buffer.from(sealedText, 'base64url');
    if (nonce.length !== NONCE_BYTES || sealed.length <= TAG_BYTES) throw new TotpSecretUnreadableError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(userId));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new TotpSecretUnreadableError();
    }
  }
}

function additionalData(userId: number): Buffer {
  return Buffer.from(`admin-totp-secret:${userId}`, 'utf8');
}
