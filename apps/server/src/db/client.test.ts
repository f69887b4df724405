import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap';
import { openDatabase } from './client';
import { helpTopics, merchants, vendors, whitelabelFlags } from './schema';
import { demoBrand, novaBrand } from './seed/brands';

const usesPostgres = Boolean(process.env.DATABASE_URL);

describe('prepareDatabase', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    try {
      await prepareDatabase(database);
      const before = await Promise.all([merchants, whitelabelFlags, helpTopics, vendors].map((t) => database.db.select({ n: count() }).from(t)));
      await prepareDatabase(database);
      const after = await Promise.all([merchants, whitelabelFlags, helpTopics, vendors].map((t) => database.db.select({ n: count() }).from(t)));
      expect(after).toEqual(before);
    } finally {
      await database.close();
    }
  });

  // Two processes meeting one database: on PostgreSQL they take turns under the
  // advisory lock; on PGlite the second process is refused instead of corrupting the files.
  it('is safe when a second process opens the same database', async () => {
    if (usesPostgres) {
      const a = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      const b = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      try {
        await Promise.all([prepareDatabase(a), prepareDatabase(b)]);
        const codes = (await a.db.select({ code: merchants.code }).from(merchants)).map((r) => r.code);
        expect(codes.filter((c) => c === 'demo')).toHaveLength(1);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'wps-data-'));
      try {
        const first = await openDatabase({ dataDir: dir });
        await prepareDatabase(first);
        await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
        await first.close();
        const again = await openDatabase({ dataDir: dir });
        const rows = await again.db.select({ code: merchants.code }).from(merchants).orderBy(merchants.code);
        expect(rows.map((r) => r.code)).toEqual([demoBrand.code, novaBrand.code].sort());
        await again.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
