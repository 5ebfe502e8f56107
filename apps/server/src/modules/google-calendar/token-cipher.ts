import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Google's tokens at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret
 * (AUTH_SECRET, or the one generated in DATA_DIR/secrets). The user's id is the associated data,
 * so a ciphertext moved onto another student's row does not open.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  seal(userId: string, plaintext: string): string;
  /** Null when the text was not sealed by this key for this user (the secret changed, say). */
  open(userId: string, sealed: string): string | null;
}

export function tokenCipher(serverSecret: string): TokenCipher {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'assignd', 'google-calendar-tokens v1', 32),
  );
  return {
    seal(userId, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(userId, sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
        return null;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return text.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
