import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets sealed at rest (decision 053): AES-256-GCM under a key derived (HKDF) from the
 * app's AUTH_SECRET, so a copy of the database alone yields no staff member's codes. A sealed
 * value reads "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
export class SealedSecrets {
  private readonly key: Buffer;

  constructor(authSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', authSecret, 'contrail', 'staff-second-factor', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or null for a value this key did not seal (another AUTH_SECRET, or tampered). */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A keyed hash of a recovery code: what the store keeps instead of the code. */
  hashRecoveryCode(userId: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`recovery-code:${userId}:${normalRecoveryCode(code)}`)
      .digest('base64url');
  }
}

/** Recovery codes read the same typed in any case, with or without their dash and spaces. */
export function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
