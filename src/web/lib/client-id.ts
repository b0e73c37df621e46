/**
 * A fresh id for one send. The server stores it with the message, so retrying with the same id
 * returns the first message instead of a duplicate. Letters and digits only (the protocol allows
 * [A-Za-z0-9_-], at most 64).
 */
export function clientIdCreate(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replace(/-/g, '');
  }
  // Non-secure contexts (plain http on a LAN address) have no randomUUID.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
