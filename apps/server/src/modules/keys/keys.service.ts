import { randomBytes } from 'node:crypto';
import {
  SEAL_ALGORITHM,
  generateSealKeyPair,
  importPrivateKey,
  type SealPrivateKey,
  type TEncryptionKey,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { getOrCreateSecret, hasActiveKey, insertKey, listUsableKeys, lockKeyRing, retireActiveKeys } from './keys.repository';

/**
 * A retired key keeps opening sealed bodies this long, so a page loaded
 * before a rotation (holding the old public key) still works.
 */
export const RETIRED_KEY_GRACE_MS = 24 * 60 * 60_000;
/** Another process (the ops CLI) may rotate keys: reread them this often. */
const KEY_RELOAD_MS = 60_000;

export interface KeyRing {
  /** The key the browser should seal with now. */
  current(): TEncryptionKey;
  /** The private key of `kid` if it is the current key or retired within the grace period. */
  privateKey(kid: string): SealPrivateKey | undefined;
  /** Rereads the keys when the last read is older than a minute (or always with force). */
  refresh(force?: boolean): Promise<void>;
}

async function createKey(db: DrizzleDb, now: Date): Promise<string> {
  const pair = await generateSealKeyPair();
  await insertKey(db, {
    kid: pair.kid,
    publicSpki: pair.publicKey.spki,
    privatePkcs8: pair.privateKeyPkcs8,
    createdAt: now,
  });
  return pair.kid;
}

/**
 * The first start's key, created once per database: processes starting
 * together (WORKERS > 1, several machines) take the key ring's lock in turn,
 * so the second finds the first one's key instead of making its own (two
 * current keys once left a process sealing for a key the other did not know:
 * `encryption_key_unknown`). Answers the kid it created, or null.
 */
export async function ensureActiveKey(db: DrizzleDb, now: Date): Promise<string | null> {
  if (await hasActiveKey(db)) return null;
  return db.transaction(async (tx) => {
    await lockKeyRing(tx);
    if (await hasActiveKey(tx)) return null;
    return createKey(tx, now);
  });
}

/** Makes sure a key exists (first start) and loads the usable ones. */
export async function openKeyRing(db: DrizzleDb, clock: Clock): Promise<KeyRing> {
  await ensureActiveKey(db, clock.now());
  let active: TEncryptionKey | undefined;
  let privateKeys = new Map<string, SealPrivateKey>();
  let loadedAt = 0;

  async function load(): Promise<void> {
    const now = clock.now();
    const rows = await listUsableKeys(db, new Date(now.getTime() - RETIRED_KEY_GRACE_MS));
    const current = rows.find((r) => r.retiredAt === null) ?? rows[0];
    if (!current) throw new Error('no encryption key: run the server once or `npm run ops -- keys rotate`');
    const next = new Map<string, SealPrivateKey>();
    for (const row of rows) next.set(row.kid, privateKeys.get(row.kid) ?? (await importPrivateKey(row.privatePkcs8)));
    privateKeys = next;
    active = { kid: current.kid, alg: SEAL_ALGORITHM, spki: current.publicSpki };
    loadedAt = Date.now();
  }
  await load();

  return {
    current: () => active as TEncryptionKey,
    privateKey: (kid) => privateKeys.get(kid),
    async refresh(force = false) {
      if (force || Date.now() - loadedAt > KEY_RELOAD_MS) await load();
    },
  };
}

/** `npm run ops -- keys rotate`: a new active key; the old one stays usable for the grace period. */
export async function rotateKeys(db: DrizzleDb, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKeyRing(tx);
    await retireActiveKeys(tx, now);
    return createKey(tx, now);
  });
}

export interface ServerSecrets {
  /** HMAC key of the human-verification challenges. */
  humanChallenge: string;
  /** HMAC key SMS/email codes and captcha answers are hashed with (a 6-digit code's plain SHA-256 is trivially reversed). */
  codes: string;
}

/** From the environment when set (several servers must agree), else generated once and kept in the database. */
export async function loadServerSecrets(db: DrizzleDb, fromEnv: string | undefined): Promise<ServerSecrets> {
  if (fromEnv) return { humanChallenge: `${fromEnv}:human`, codes: `${fromEnv}:codes` };
  const [humanChallenge, codes] = await Promise.all([
    getOrCreateSecret(db, 'human_challenge', randomBytes(32).toString('base64url')),
    getOrCreateSecret(db, 'codes', randomBytes(32).toString('base64url')),
  ]);
  return { humanChallenge, codes };
}
