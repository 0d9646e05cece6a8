import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A source's client secret at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's JWT secret, so a copy of the database alone does not give it away. Changing
 * JWT_SECRET makes stored secrets unreadable: the admin enters them again (the run says so).
 */
function keyOf(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'propdesk', 'reso-source-secret', 32));
}

export function sealSecret(serverSecret: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or undefined when it was sealed under another server secret. */
export function openSecret(serverSecret: Uint8Array, sealed: string): string | undefined {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !text) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
