import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum), ~40 ms here.
export const hashPassword = (plain: string) => hash(plain);

// Compared against when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

const UNUSABLE_PREFIX = '!';
/**
 * What an account created without a password stores (it chooses one through its emailed link):
 * no password ever matches it. Random, so no two such accounts share a value.
 */
export const unusablePasswordHash = () => `${UNUSABLE_PREFIX}${randomBytes(18).toString('base64url')}`;

export async function verifyPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  // No password set answers like an unknown email: the same work, the same time, false.
  if (!storedHash || storedHash.startsWith(UNUSABLE_PREFIX)) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
