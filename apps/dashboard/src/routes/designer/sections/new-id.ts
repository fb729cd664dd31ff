/**
 * Ids for sections made in the browser: a ULID (time, then randomness, in Crockford's base 32),
 * like the server's. `crypto.getRandomValues` works on plain http too, unlike `randomUUID`.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newSectionId(now = Date.now()): string {
  let time = '';
  for (let rest = now, i = 0; i < 10; i += 1, rest = Math.floor(rest / 32)) time = alphabet[rest % 32] + time;
  const random = crypto.getRandomValues(new Uint8Array(16));
  let tail = '';
  for (const byte of random) tail += alphabet[byte % 32];
  return `${time}${tail}`.toLowerCase();
}
