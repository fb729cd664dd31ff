/** Password hashing with argon2id (OWASP's recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds 19 MiB outside the JavaScript heap on one of libuv's four threads, which file
 * access shares. Two at a time bound a burst of sign-ins to 38 MiB and leave threads for media;
 * more would not sign anyone in sooner on the two cores the server is sized for.
 */
const maxConcurrentHashes = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxConcurrentHashes) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer never slips in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> => oneOfFew(() => hash(password, options));

/** A hash of nothing in particular, verified when the e-mail is unknown so timing tells nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('vev-decoy-password');
    const decoyHash = await decoy;
    await oneOfFew(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  return oneOfFew(() => verify(passwordHash, password)).catch(() => false);
}
