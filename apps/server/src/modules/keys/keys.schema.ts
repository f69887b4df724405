import { pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns';

/**
 * Key pairs encrypted calls are sealed with. Server-wide; a retired key is
 * still accepted for a while so clients holding it keep working.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicSpki: text('public_spki').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: tz('created_at').notNull(),
  retiredAt: tz('retired_at'),
});

/** Server secrets generated on first start (HMAC keys), unless given in the environment. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
