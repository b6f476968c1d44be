import { hash, verify } from '@node-rs/argon2';

// Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane), about 50 ms a hash here.
// `2` is Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot inline.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the user does not exist keeps login time the same for unknown
// usernames, so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('kalite-asistani-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
