import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { memberMainAccount, paymentChannelAccount, postTransaction } from '../../apps/server/src/modules/ledger/ledger.service';
import { signProviderBody } from '../../apps/server/src/modules/provider/provider.signature';
import type { RunningServer } from './server';

/**
 * Money in the engagement journeys: the demo brand's database, the studio
 * vendor's signed wallet calls, funds without a deposit, and amounts read off
 * the page. One per suite: `demoMoney(server)` after the server started.
 */
export async function demoMoney(server: RunningServer) {
  const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
  const query = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(await server.database.db.execute(statement));
  const merchantId = Number((await query<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'demo'`))[0]!.id);
  const wpsSecret = (await query<{ secret: string }>(sql`SELECT secret FROM provider_settings WHERE merchant_id = ${merchantId} AND vassalage = 'WPS'`))[0]!.secret;

  /** A call of the studio's vendor (WPS) to the provider wallet API, signed as the studio signs it. */
  async function vendor(call: 'bet' | 'win', body: Record<string, unknown>) {
    const raw = JSON.stringify(body);
    const res = await fetch(`${server.baseUrl}/wps/provider/WPS/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signProviderBody(raw, wpsSecret) },
      body: raw,
    });
    const answer = (await res.json()) as { success: boolean; code?: string };
    if (res.status !== 200 || !answer.success) throw new Error(`${call}: ${res.status} ${answer.code}`);
  }

  /** Money into the member's main wallet as a deposit would bring it, without counting as one (the VIP ladder stays where it is). */
  async function fund(memberId: number, amount: bigint) {
    const db = server.database.db;
    const main = await memberMainAccount(db, merchantId, memberId, 'PHP');
    const channel = await paymentChannelAccount(db, merchantId, 'PHP', 'E2E');
    await postTransaction(db, { merchantId, idempotencyKey: `e2e:fund:${memberId}:${Date.now()}`, type: 'adjustment', entries: [{ accountId: main.id, amount }, { accountId: channel.id, amount: -amount }] });
  }

  return { merchantId, query, vendor, fund };
}

/** "₱1,234.56" (or "600.00 PHP") in minor units. */
export const minorOf = (text: string | null): bigint => {
  const m = /(-?[\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return BigInt(m[1]!.replaceAll(',', '') + m[2]!);
};
export const headerBalance = async (page: Page) => minorOf(await page.getByTestId('balance-amount').first().textContent());
