import { prepareDatabase } from '../src/bootstrap';
import { openDatabase } from '../src/db/client';

/**
 * With DATABASE_URL, every test file shares one PostgreSQL database: migrate
 * and seed it once here so parallel files never race on migrations. Files
 * that change data create their own brands with unique codes and hosts.
 */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}
