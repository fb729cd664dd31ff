/**
 * The id of a resource's copy, derived from the job and the original: a retried job (after a
 * crash) arrives at the same ids, so what an earlier attempt wrote is recognised, never doubled.
 */
import { createHash } from 'node:crypto';

/** Crockford's base32, as ULIDs are written (lower case, as `newId` makes them). */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A ULID: the job's time part (its first 10 characters, the moment duplication was asked for)
 * and 80 bits of SHA-256 over the job and the original id.
 */
export function copiedId(jobId: string, sourceId: string): string {
  const digest = createHash('sha256').update(`${jobId}:${sourceId}`).digest();
  let random = '';
  for (let index = 0; index < 16; index += 1) {
    // 16 characters × 5 bits = 80 bits, read from the first 10 bytes.
    const bit = index * 5;
    const word = ((digest[bit >> 3] ?? 0) << 8) | (digest[(bit >> 3) + 1] ?? 0);
    random += alphabet[(word >> (11 - (bit & 7))) & 31];
  }
  return `${jobId.slice(0, 10)}${random}`;
}

export function copiedIds(jobId: string, sourceIds: Iterable<string>): Map<string, string> {
  return new Map([...sourceIds].map((id) => [id, copiedId(jobId, id)]));
}
