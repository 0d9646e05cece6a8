/**
 * A new random key, a version 4 UUID (an editing session's, a submission's Idempotency-Key).
 * crypto.randomUUID exists in secure contexts only; a dashboard opened over plain HTTP on a
 * local network still gets a key, from the same random source.
 */
export function newRandomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
