import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane). `algorithm: 2`
 * is Argon2id; the package's enum is a `const enum`, which isolated modules
 * cannot import.
 */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when the account does not exist, so a wrong username takes
 * as long as a wrong password and the response time does not reveal which.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
