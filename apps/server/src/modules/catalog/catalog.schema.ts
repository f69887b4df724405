import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../brand/brand.schema';

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').notNull(),
    /** The category the game aggregator files the vendor under, before the vendor-set rules. */
    gameCategory: text('game_category').notNull(),
    /** Relative to an image CDN. */
    iconPath: text('icon_path').notNull(),
    status: text('status', { enum: ['ACTIVE', 'MAINTENANCE'] }).notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
    /** seamless: bets debit the main wallet through the provider API; transfer: the member moves money into a vendor wallet first. */
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull().default('seamless'),
    /** false: taken off the player site (its lanes, game lists and launches); its open rounds still settle. Set for every row of the vassalage. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('vendors_unique').on(t.merchantId, t.vassalage, t.gameType),
    check('vendors_status_check', sql`${t.status} in ('ACTIVE', 'MAINTENANCE')`),
    check('vendors_wallet_mode_check', sql`${t.walletMode} in ('seamless', 'transfer')`),
  ],
);
