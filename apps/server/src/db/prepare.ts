import { migrateDatabase, type Database } from './client';
import { seedDemoContent } from './seed/seed';

/**
 * Brings a database to the current schema and makes sure the demo brands
 * exist. Safe on every start and from two processes at once: both steps run
 * under the migration lock, and seeding never overwrites an existing brand.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    await migrateDatabase(database, db);
    await seedDemoContent(db);
  });
}
