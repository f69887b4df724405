import type { ServiceOverrides } from '../../src/services';
import { launchGame, type TProviderCall } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { providerSettings, vendors } from '../../src/db/schema';
import { seedProviderSettings, STUDIO_VASSALAGE } from '../../src/modules/provider/provider.seed';
import { newProviderSecret, signProviderBody } from '../../src/modules/provider/provider.signature';
import { call, envelope } from './accounts';
import { createWalletApp, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './wallet';

/** A wallet test app whose brand has provider settings for its vendors and the studio (WPS). */
export async function createProviderApp(services: ServiceOverrides = {}): Promise<WalletTestApp> {
  const t = await createWalletApp(undefined, services);
  await seedProviderSettings(t.database.db, t.code);
  await seedFixtureProviderSettings(t);
  return t;
}

/**
 * Provider settings for the test brand's fictional vendors, as an operator
 * would store them when connecting a vendor: a secret and a launch address
 * (nothing answers there; the tests only read the URL).
 */
export async function seedFixtureProviderSettings(t: WalletTestApp): Promise<void> {
  const rows = await t.database.db.selectDistinct({ vassalage: vendors.vassalage }).from(vendors).where(eq(vendors.merchantId, t.merchantId));
  const fixtures = rows.filter((r) => r.vassalage !== STUDIO_VASSALAGE);
  if (fixtures.length === 0) return;
  await t.database.db
    .insert(providerSettings)
    .values(
      fixtures.map(({ vassalage }) => ({
        merchantId: t.merchantId,
        vassalage,
        secret: newProviderSecret(),
        launchUrl: `https://games.example.invalid/${vassalage.toLowerCase()}/launch`,
        currency: t.currency,
        allowedIps: [],
        enabled: true,
      })),
    )
    .onConflictDoNothing();
}

export async function vendorSecret(t: WalletTestApp, vassalage = 'WPS'): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: providerSettings.secret })
    .from(providerSettings)
    .where(and(eq(providerSettings.merchantId, t.merchantId), eq(providerSettings.vassalage, vassalage)));
  if (!row) throw new Error(`no provider settings for ${vassalage}`);
  return row.secret;
}

/** A vendor's signed call, the body sent as exactly these bytes. */
export async function vendorCall(
  t: WalletTestApp,
  callName: TProviderCall,
  body: unknown,
  o: { vassalage?: string; secret?: string; signature?: string; ip?: string; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const vassalage = o.vassalage ?? 'WPS';
  const raw = JSON.stringify(body);
  const signature = o.signature ?? signProviderBody(raw, o.secret ?? (await vendorSecret(t, vassalage)));
  return t.app.inject({
    method: 'POST',
    url: `/wps/provider/${vassalage}/${callName}`,
    headers: { host: o.host ?? t.host, 'content-type': 'application/json', 'x-signature': signature, ...(o.ip ? { 'x-forwarded-for': o.ip } : {}) },
    payload: raw,
  });
}

/** A launched game session of the member at the studio; its game token. */
export async function gameToken(t: WalletTestApp, m: TestMember, gameCode = 'lucky-reels', trial = false): Promise<string> {
  const res = await call(t, launchGame, { vassalage: 'WPS', gameCode, trial }, { token: m.token, ip: m.ip });
  const value = envelope(res).value as { token?: string } | undefined;
  if (res.statusCode !== 200 || !value?.token) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  return value.token;
}

export const valueOf = (res: LightMyRequestResponse) => envelope(res).value as Record<string, unknown>;

/** A new member funded with 10,000 and an open round of two bets (1,000 and 2,000) at the studio: its vendor round id. */
export async function openRound(t: WalletTestApp, label: string): Promise<{ m: TestMember; token: string; roundId: string }> {
  const m = await loggedInMember(t);
  await fundMember(t, m.id, 10_000n);
  const token = await gameToken(t, m);
  const roundId = `${label}-${m.id}`;
  for (const [i, amount] of ['1000', '2000'].entries()) {
    const bet = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-bet${i}`, roundId, amount });
    if (bet.statusCode !== 200) throw new Error(`bet failed: ${bet.statusCode} ${bet.body}`);
  }
  return { m, token, roundId };
}
