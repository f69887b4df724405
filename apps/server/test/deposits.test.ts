import {
  FREEPLAY_HEADER,
  depositChannels,
  depositList,
  freePlay,
  sealHeader,
  staffApproveDeposit,
  staffAudit,
  staffDeposits,
  staffRejectDeposit,
  staffUpload,
  type TDeposit,
  type TDepositChannel,
  type TLiveEvent,
  type TPage,
  type TStaffDeposit,
} from '@wps/contracts';
import { testOutbox } from './support/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages, paymentChannels, staffUsers, uploads } from '../src/db/schema';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { approveDeposit } from '../src/modules/deposits/deposit-review.service';
import { createInProcessBus, memberChannel } from '../src/modules/live/live.bus';
import { call, envelope, freshIp, loginResult, publicKey } from './support/accounts';
import {
  PNG_HEAD,
  bankDepositRes,
  createBankDeposit,
  depositMovements,
  mainBalance,
  pngUpload,
  requestId,
  startGatewayDeposit,
} from './support/deposits';
import { createWalletApp, expectLedgerSound, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let finance: string;
beforeAll(async () => {
  t = await createWalletApp();
  finance = await staffToken(t, 'finance01');
  // A closed channel, and a fee with both parts on UBP (the demo banks charge none).
  await t.database.db.insert(paymentChannels).values({
    merchantId: t.merchantId,
    code: 'OFF',
    kind: 'bank',
    name: 'Closed bank',
    minAmount: 100n,
    maxAmount: 1000n,
    status: 'disabled',
  });
  await t.database.db
    .update(paymentChannels)
    .set({ feeBps: 125, feeFixed: 7n })
    .where(and(eq(paymentChannels.merchantId, t.merchantId), eq(paymentChannels.code, 'UBP')));
});
afterAll(async () => t.close());

const expectError = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect([res.statusCode, (JSON.parse(res.body) as { code?: string }).code]).toEqual([status, code]);
};

const approve = (id: number, token = finance) => call(t, staffApproveDeposit, { id }, { token });
const reject = (id: number, reason = 'No such transfer on our statement', token = finance) => call(t, staffRejectDeposit, { id, reason }, { token });
const memberDeposits = async (m: TestMember, query = '') =>
  envelope(await call(t, depositList, undefined, { token: m.token, ip: m.ip, query })).value as TPage<TDeposit>;

describe('deposit channels', () => {
  it("lists the brand's active channels in their order, bank accounts shown and gateway secrets never", async () => {
    const m = await loggedInMember(t);
    const res = await call(t, depositChannels, undefined, { token: m.token, ip: m.ip });
    expect(res.statusCode).toBe(200);
    const channels = envelope(res).value as TDepositChannel[];
    expect(channels.map((c) => c.code)).toEqual(['GCASH', 'QPAY', 'BDO', 'UBP']);
    expect(channels.find((c) => c.code === 'GCASH')).toMatchObject({ kind: 'gateway', name: 'GCash', feeBps: 200, bankName: null });
    expect(channels.find((c) => c.code === 'BDO')).toMatchObject({ kind: 'bank', bankName: 'BDO Unibank', accountNumber: '001234567890', minAmount: '10000' });
    expect(channels.find((c) => c.code === 'QPAY')).toMatchObject({ kind: 'gateway', feeBps: 150, bankName: null, accountNumber: null });
    expect(res.body).not.toContain('gatewaySecret');
  });

  it('needs a login', async () => {
    expect((await call(t, depositChannels)).statusCode).toBe(401);
  });
});

describe('bank deposit', () => {
  it('creates a pending deposit with an order number, the fee and the receipt image', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m, { amount: '250000', receipt: pngUpload(2048) });
    expect(deposit).toMatchObject({ channelCode: 'BDO', kind: 'bank', amount: '250000', fee: '0', credited: '250000', status: 'pending', hasReceipt: true });
    expect(deposit.orderNo).toMatch(/^D20260301\d{8}$/);
    const stored = await t.database.db.select().from(uploads).where(and(eq(uploads.purpose, 'deposit_receipt'), eq(uploads.ownerId, deposit.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ memberId: m.id, mime: 'image/png', size: 2048 });
    expect(stored[0]?.bytes.subarray(0, 8).equals(PNG_HEAD)).toBe(true);

    // Staff see the receipt and can open it.
    const list = envelope(await call(t, staffDeposits, undefined, { token: finance, query: 'status=pending&pageSize=100' })).value as TPage<TStaffDeposit>;
    const row = list.list.find((d) => d.id === deposit.id);
    expect(row).toMatchObject({ memberAccount: m.account, payerName: 'Juan Dela Cruz', reference: 'REF-123', receiptUploadIds: [stored[0]?.id] });
    const image = envelope(await call(t, staffUpload, undefined, { token: finance, query: `id=${stored[0]?.id}` })).value as { data: string };
    expect(Buffer.from(image.data, 'base64').equals(stored[0]!.bytes)).toBe(true);
  });

  it('computes the fee from basis points and the fixed part, rounded down', async () => {
    const m = await loggedInMember(t);
    // 123457 × 1.25% = 1543.2125 → 1543, + 7.
    const deposit = await createBankDeposit(t, m, { channelCode: 'UBP', amount: '123457' });
    expect([deposit.fee, deposit.credited]).toEqual(['1550', '121907']);
  });

  it('refuses amounts outside the channel limits, unknown or closed channels, and gateway channels', async () => {
    const m = await loggedInMember(t);
    expectError(await bankDepositRes(t, m, { amount: '9999' }), 400, 'amount_out_of_range');
    expectError(await bankDepositRes(t, m, { amount: '50000001' }), 400, 'amount_out_of_range');
    expectError(await bankDepositRes(t, m, { channelCode: 'NOPE' }), 400, 'channel_unavailable');
    expectError(await bankDepositRes(t, m, { channelCode: 'OFF', amount: '500' }), 400, 'channel_unavailable');
    expectError(await bankDepositRes(t, m, { channelCode: 'QPAY' }), 400, 'channel_unavailable');
    expectError(await bankDepositRes(t, m, { payerName: '  ' }), 400, 'validation_error');
    expect((await memberDeposits(m)).total).toBe(0);
  });

  it('checks the receipt: the file must match its declared type and be at most 5 MB', async () => {
    const m = await loggedInMember(t);
    const jpegAsPng = { mime: 'image/png', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64') };
    expectError(await bankDepositRes(t, m, { receipt: jpegAsPng }), 400, 'image_invalid');
    const gif = { mime: 'image/jpeg', data: Buffer.from('GIF89a-not-a-jpeg').toString('base64') };
    expectError(await bankDepositRes(t, m, { receipt: gif }), 400, 'image_invalid');
    expectError(await bankDepositRes(t, m, { receipt: { mime: 'image/png', data: '!!!notbase64' } }), 400, 'image_invalid');
    const oversize = pngUpload(5 * 1024 * 1024 + 1);
    expectError(await bankDepositRes(t, m, { receipt: oversize }), 400, 'image_invalid');
    const jpeg = { mime: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64') };
    expect((await bankDepositRes(t, m, { receipt: jpeg })).statusCode).toBe(200);
    expect((await memberDeposits(m)).total).toBe(1);
  });

  it('keeps a double submit to one deposit; the same request id with other data is refused', async () => {
    const m = await loggedInMember(t);
    const body = { requestId: requestId(), amount: '150000', receipt: pngUpload(100) };
    const [a, b] = await Promise.all([bankDepositRes(t, m, body), bankDepositRes(t, m, body)]);
    const c = await bankDepositRes(t, m, body);
    const ids = [a, b, c].map((r) => (envelope(r).value as TDeposit | undefined)?.id);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    expectError(await bankDepositRes(t, m, { ...body, amount: '150001' }), 409, 'request_conflict');
    expectError(await bankDepositRes(t, m, { ...body, receipt: undefined }), 409, 'request_conflict');
    expect((await memberDeposits(m)).total).toBe(1);
  });

  it('refuses trial members', async () => {
    const target = { method: freePlay.method, path: freePlay.path };
    const header = await sealHeader(target, await publicKey(t), { now: t.clock.now().getTime() });
    const ip = freshIp();
    const trial = loginResult(await call(t, freePlay, { os: 'linux', platform: 'W', gatewayVersion: 3 }, { ip, headers: { [FREEPLAY_HEADER]: header } }));
    const res = await bankDepositRes(t, { id: 0, account: '', password: '', token: trial.token, ip }, {});
    expectError(res, 403, 'trial_restricted');
    expectError(await call(t, depositChannels, undefined, { token: trial.token, ip }), 403, 'trial_restricted');
  });
});

describe('deposit list', () => {
  it("pages the member's own deposits newest first and filters by status", async () => {
    const m = await loggedInMember(t);
    const other = await loggedInMember(t);
    await createBankDeposit(t, other);
    const first = await createBankDeposit(t, m, { amount: '20000' });
    t.clock.advance(1000);
    const second = await createBankDeposit(t, m, { amount: '30000' });
    t.clock.advance(1000);
    const third = await createBankDeposit(t, m, { amount: '40000' });
    expect((await approve(second.id)).statusCode).toBe(200);

    const page = await memberDeposits(m, 'pageSize=2');
    expect(page).toMatchObject({ total: 3, totalPages: 2, pageNo: 1, pageSize: 2 });
    expect(page.list.map((d) => d.id)).toEqual([third.id, second.id]);
    expect((await memberDeposits(m, 'pageSize=2&pageNo=2')).list.map((d) => d.id)).toEqual([first.id]);
    const approved = await memberDeposits(m, 'status=approved');
    expect(approved.list.map((d) => [d.id, d.status])).toEqual([[second.id, 'approved']]);
  });
});

describe('staff review', () => {
  it('approves once: the member is credited, the ledger is sound, the inbox and audit log have it', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m, { amount: '300000' });
    const res = await call(t, staffApproveDeposit, { id: deposit.id, reason: 'Matched statement line 42' }, { token: finance });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ id: deposit.id, status: 'approved', memberAccount: m.account, reviewedBy: expect.any(Number) });
    expect(await mainBalance(t, m.id)).toBe(300000n);

    expectError(await approve(deposit.id), 409, 'invalid_state');
    expectError(await reject(deposit.id), 409, 'invalid_state');
    expect(await mainBalance(t, m.id)).toBe(300000n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(1);
    await expectLedgerSound(t);

    const messages = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    expect(messages.map((x) => [x.template, x.params.amount, x.params.symbol])).toEqual([['deposit_credited', '3,000.00', expect.any(String)]]);

    const admin = await staffToken(t, 'admin01');
    const audit = envelope(await call(t, staffAudit, undefined, { token: admin, query: `entity=deposit&entityId=${deposit.id}` })).value as {
      list: { action: string; actorKind: string; before: { status: string }; after: { status: string }; reason: string }[];
    };
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({
      action: 'deposit.approve',
      actorKind: 'staff',
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: 'Matched statement line 42',
    });
  });

  it('credits the amount less the fee and gives the fee to the house', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m, { channelCode: 'UBP', amount: '100000' });
    expect((await approve(deposit.id)).statusCode).toBe(200);
    expect(await mainBalance(t, m.id)).toBe(100000n - BigInt(deposit.fee));
    expect(BigInt(deposit.fee)).toBeGreaterThan(0n);
    await expectLedgerSound(t);
  });

  it('rejects with a reason and moves no money', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m);
    expectError(await call(t, staffRejectDeposit, { id: deposit.id, reason: ' ' }, { token: finance }), 400, 'validation_error');
    const res = await reject(deposit.id, 'Payer name does not match');
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ status: 'rejected', reason: 'Payer name does not match' });
    expectError(await approve(deposit.id), 409, 'invalid_state');
    expect(await mainBalance(t, m.id)).toBe(0n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(0);
    const messages = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    expect(messages.map((x) => [x.template, x.params.amount])).toEqual([['deposit_failed', '1,000.00']]);
    const mine = await memberDeposits(m);
    expect(mine.list[0]).toMatchObject({ status: 'rejected', reason: 'Payer name does not match' });
    await expectLedgerSound(t);
  });

  it('lets support read the queue but not settle it', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m);
    const support = await staffToken(t, 'support01');
    const list = await call(t, staffDeposits, undefined, { token: support, query: 'status=pending&pageSize=100' });
    expect(list.statusCode).toBe(200);
    const pending = (envelope(list).value as TPage<TStaffDeposit>).list;
    expect(pending.some((d) => d.id === deposit.id)).toBe(true);
    // The review queue is worked oldest first.
    const times = pending.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expectError(await approve(deposit.id, support), 403, 'forbidden');
    expectError(await reject(deposit.id, 'no', support), 403, 'forbidden');
    expect(await mainBalance(t, m.id)).toBe(0n);
    expect((await memberDeposits(m)).list[0]?.status).toBe('pending');
  });

  it('refuses members, unknown deposits and gateway deposits', async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m);
    expect((await approve(deposit.id, m.token)).statusCode).toBe(401);
    expectError(await approve(999_999_999), 404, 'not_found');
    const { deposit: viaGateway } = await startGatewayDeposit(t, m);
    expectError(await approve(viaGateway.id), 409, 'invalid_state');
    expectError(await reject(viaGateway.id), 409, 'invalid_state');
    expect(await mainBalance(t, m.id)).toBe(0n);
  });
});

describe('live events', () => {
  it("pushes the new balance, the inbox message and the deposit update to the member's channel after commit", async () => {
    const m = await loggedInMember(t);
    const deposit = await createBankDeposit(t, m, { amount: '120000' });
    const bus = createInProcessBus();
    const seen: TLiveEvent[] = [];
    bus.subscribe(memberChannel(t.merchantId, m.id), (e) => seen.push(e));
    const merchant = await findMerchantByCode(t.database.db, t.code);
    const [staff] = await t.database.db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.merchantId, t.merchantId), eq(staffUsers.username, 'finance02')));
    const errors: unknown[] = [];
    const services = { db: t.database.db, clock: t.clock, live: bus };
    await approveDeposit({ ...services, outbox: testOutbox(services) }, merchant!, { id: staff!.id, ip: '127.0.0.1' }, { id: deposit.id }, {
      error: (obj: unknown) => errors.push(obj),
    });
    expect(errors).toEqual([]);
    expect(seen.map((e) => e.type)).toEqual(['balance', 'message', 'deposit']);
    expect(seen[0]).toMatchObject({ type: 'balance', balance: { balance: '120000' } });
    expect(seen[1]).toMatchObject({ type: 'message', message: { template: 'deposit_credited' }, unread: 1 });
    expect(seen[2]).toMatchObject({ type: 'deposit', deposit: { id: deposit.id, status: 'approved', credited: '120000' } });
  });
});
