/**
 * Start-up above the database: migrate, then seed the demo content. The seed
 * uses modules' services, which use the database layer; keeping this step
 * out of db/client.ts keeps the database layer free of them (no import cycle
 * db → seed → modules → db).
 */
import { migrateDatabase, type Database } from './db/client';
import { seedDemoContent } from './db/seed/seed';
import { seedStudioTables } from './studio/tables/catalog';

/**
 * Brings a database to the current schema and makes sure the demo brands
 * exist. Safe on every start and from two processes at once: both steps run
 * under the migration lock, and seeding never overwrites an existing brand.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    await migrateDatabase(database, db);
    await seedDemoContent(db);
    await seedStudioTables(db);
  });
}
