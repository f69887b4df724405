import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, staffSession, uniqueMember } from './support/api';
import { launchBrowser, openPage } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * The money journeys of issue 4, as a member does them in Chromium, with the
 * operator's side played through the staff API: a bank deposit approved by
 * staff shows in the header and on its card without a reload; a withdrawal
 * approved by staff is reported not received with a proof image; gateway
 * deposits through the local simulator (paid, cancelled, and by e-wallet),
 * with the fee shown before paying (issue 12, item 6).
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let staffToken: string;

const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '246810';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
  staffToken = await staffSession(api);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 200, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function newMember(prefix: string) {
  const { username, mobile } = uniqueMember(prefix);
  const result = await api.register(username, PASSWORD, mobile);
  return { username, token: result.token };
}

/** Opens a member-center tab logged in with `token` (SPEC.md §4: a token query parameter logs the page in). */
async function openMember(tab: string, token: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, `${server.baseUrl}/member?tab=${tab}&token=${token}`);
  return { page, close: () => context.close() };
}

const headerBalance = (page: Page) => page.getByTestId('balance-amount').first();

async function staff<T>(method: string, path: string, body?: unknown) {
  const res = await api.call<T>(method, path, body, staffToken);
  if (!res.success) throw new Error(`${method} ${path}: ${res.status} ${res.code}`);
  return res.value as T;
}

async function findDeposit(orderNo: string) {
  const page = await staff<{ list: { id: number; orderNo: string; status: string }[] }>('GET', '/wps/staff/deposits?pageSize=100');
  const found = page.list.find((d) => d.orderNo === orderNo);
  if (!found) throw new Error(`deposit ${orderNo} not listed for staff`);
  return found;
}

async function findWithdrawal(orderNo: string) {
  const page = await staff<{ list: { id: number; orderNo: string; status: string; receiptStatus: string | null; proofUploadIds: number[] }[] }>(
    'GET',
    '/wps/staff/withdrawals?pageSize=100',
  );
  const found = page.list.find((w) => w.orderNo === orderNo);
  if (!found) throw new Error(`withdrawal ${orderNo} not listed for staff`);
  return found;
}

describe('wallet journeys', () => {
  it('bank deposit: the member sees the fee before sending, reports a transfer, staff approve it; the header balance and the deposit card change live', async () => {
    const member = await newMember('dep');
    const { page, close } = await openMember('depositv2', member.token);
    try {
      await expect.poll(() => headerBalance(page).textContent()).toContain('0.00');
      // Nothing (not even a hidden nav drop-down) makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId('deposit-channel-BDO').click();
      await page.getByTestId('receiving-account-number').waitFor();
      const form = page.getByTestId('bank-deposit-form');
      await form.locator('input[name="amount"]').fill('1,500');
      // What will be credited shows before anything is sent: BDO charges no fee.
      await expect.poll(() => page.getByTestId('deposit-quote-fee').textContent()).toBe('No fee');
      expect(await page.getByTestId('deposit-quote-credited').textContent()).toBe('₱1,500.00');
      await form.locator('input[name="payerName"]').fill('Juan Dela Cruz');
      await form.locator('input[name="reference"]').fill('BDO-REF-77821');
      await page.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByTestId('deposit-receipt-preview').waitFor();
      await page.getByTestId('deposit-submit').click();
      const orderNo = (await page.getByTestId('deposit-order-no').textContent())?.trim() ?? '';
      expect(orderNo).toMatch(/^D\d+/);

      const card = page.getByTestId('deposit-success');
      expect(await card.getByTestId('deposit-status').textContent()).toBe('Pending');

      const deposit = await findDeposit(orderNo);
      expect(deposit.status).toBe('pending');
      await staff('POST', '/wps/staff/deposits/approve', { id: deposit.id });
      // No reload, no polling: the live-event channel carries the new balance.
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain('1,500.00');
      // The card the member is looking at follows the order too, as the list below it does.
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('approved');
      expect(await card.getByTestId('deposit-status').textContent()).toBe('Approved');
      expect(await page.getByTestId(`deposit-row-${orderNo}`).getByTestId('deposit-status').textContent()).toBe('Approved');
    } finally {
      await close();
    }
  });

  it('withdrawal: payment password, bank account, request, staff approval, then "not received" with a proof image', async () => {
    const member = await newMember('wdr');
    // Money to withdraw: a bank deposit approved by staff, through the API this time.
    const deposit = await api.call<{ orderNo: string; id: number }>(
      'POST',
      '/wps/relay/deposit/bank',
      { requestId: `e2e-${member.username}`, channelCode: 'BDO', amount: '100000', payerName: 'Maria Santos', reference: 'REF-1' },
      member.token,
    );
    if (!deposit.value) throw new Error(`deposit failed: ${deposit.code}`);
    await staff('POST', '/wps/staff/deposits/approve', { id: (await findDeposit(deposit.value.orderNo)).id });

    const { page, close } = await openMember('withdraw', member.token);
    try {
      await expect.poll(() => headerBalance(page).textContent()).toContain('1,000.00');
      // First visit: a payment password, set with the login password.
      const setup = page.getByTestId('payment-password-form');
      await setup.locator('input[name="currentPassword"]').fill(PASSWORD);
      await setup.locator('input[name="newPaymentPassword"]').fill(PAYMENT_PASSWORD);
      await setup.locator('input[name="confirmPaymentPassword"]').fill(PAYMENT_PASSWORD);
      await page.getByTestId('pp-submit').click();

      await page.getByTestId('message-ok').click();
      await page.getByTestId('withdraw-add-account').click();
      const bank = page.getByTestId('bank-account-form');
      // The bank is picked from the brand's list, not typed.
      const banks = await bank.locator('select[name="bankName"] option:not([disabled])').allTextContents();
      expect(banks).toEqual(['BDO Unibank', 'BPI', 'Metrobank', 'Landbank', 'PNB', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'EastWest Bank']);
      await bank.locator('select[name="bankName"]').selectOption('BPI');
      await bank.locator('input[name="payeeName"]').fill('Maria Santos');
      await bank.locator('input[name="accountNumber"]').fill('1234567890');
      await bank.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
      await page.getByTestId('bank-submit').click();
      await bank.waitFor({ state: 'detached' });

      await page.getByTestId('withdraw-tab-request').click();
      const form = page.getByTestId('withdraw-form');
      await form.locator('input[name="amount"]').fill('400');
      await form.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
      await page.getByTestId('withdraw-submit').click();
      const orderNo = (await page.getByTestId('withdraw-order-no').textContent())?.trim() ?? '';
      expect(orderNo).toMatch(/^W\d+/);
      // The amount is locked at once: the main wallet shows what is left.
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain('600.00');

      const withdrawal = await findWithdrawal(orderNo);
      await staff('POST', '/wps/staff/withdrawals/approve', { id: withdrawal.id });

      await page.getByTestId('withdraw-tab-history').click();
      const row = page.getByTestId(`withdrawal-row-${orderNo}`);
      await row.getByTestId('receipt-not-received').click();
      await page.getByTestId('proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByTestId('proof-preview').first().waitFor();
      await page.getByTestId('receipt-submit').click();
      await page.getByTestId('receipt-form').waitFor({ state: 'detached' });

      await expect.poll(async () => (await findWithdrawal(orderNo)).receiptStatus).toBe('not_received');
      expect((await findWithdrawal(orderNo)).proofUploadIds).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('gateway deposit: the member sees the fee before paying, pays on the simulator and comes back to a credited deposit', async () => {
    const member = await newMember('gw');
    const { page, close } = await openMember('depositv2', member.token);
    try {
      await expect.poll(() => headerBalance(page).textContent()).toContain('0.00');
      await page.getByTestId('deposit-channel-QPAY').click();
      const form = page.getByTestId('gateway-deposit-form');
      await form.locator('input[name="amount"]').fill('200');
      // The fee and what reaches the wallet, before paying: 1.5% of 200.00.
      await expect.poll(() => page.getByTestId('deposit-quote-fee').textContent()).toBe('₱3.00');
      expect(await page.getByTestId('deposit-quote-credited').textContent()).toBe('₱197.00');
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/\/sim\/gateway\/pay/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/member\?tab=depositv2&order=/);
      await expect.poll(() => page.getByTestId('deposit-order-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('approved');
      // 200.00 less the channel's 1.5% fee.
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain('197.00');
    } finally {
      await close();
    }
  });

  it('gateway deposit cancelled on the payment page: the order comes back failed, with no fee and nothing credited', async () => {
    const member = await newMember('gwc');
    const { page, close } = await openMember('depositv2', member.token);
    try {
      await expect.poll(() => headerBalance(page).textContent()).toContain('0.00');
      await page.getByTestId('deposit-channel-QPAY').click();
      await page.getByTestId('gateway-deposit-form').locator('input[name="amount"]').fill('200');
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/\/sim\/gateway\/pay/);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.waitForURL(/\/member\?tab=depositv2&order=/);
      const card = page.getByTestId('deposit-order-status');
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('failed');
      expect(await card.getByTestId('deposit-nothing-credited').textContent()).toBe('Nothing credited');
      expect(await card.getByTestId('deposit-money-fee').count()).toBe(0);
      expect(await card.textContent()).not.toContain('₱3.00');
      expect(await card.textContent()).not.toContain('₱197.00');
      // What the player reads is the page's own sentence, not the server's English note.
      expect(await card.getByTestId('deposit-order-headline').textContent()).toContain('did not go through');
      expect(await card.textContent()).not.toContain('The payment gateway reported');
      const orderNo = (await card.getByTestId('deposit-status-order-no').textContent())?.trim() ?? '';
      const row = page.getByTestId(`deposit-row-${orderNo}`);
      expect(await row.getByTestId('deposit-nothing-credited').textContent()).toBe('Nothing credited');
      expect(await row.textContent()).not.toContain('₱197.00');
      expect(await headerBalance(page).textContent()).toContain('0.00');
    } finally {
      await close();
    }
  });

  it('e-wallet deposit (GCash): log in to the wallet on the simulator, pay, and come back credited through the signed callback', async () => {
    const member = await newMember('gcash');
    const { page, close } = await openMember('depositv2', member.token);
    try {
      await expect.poll(() => headerBalance(page).textContent()).toContain('0.00');
      const channel = page.getByTestId('deposit-channel-GCASH');
      expect(await channel.textContent()).toContain('2% fee');
      await channel.click();
      await page.getByTestId('gateway-deposit-form').locator('input[name="amount"]').fill('500');
      await expect.poll(() => page.getByTestId('deposit-quote-credited').textContent()).toBe('₱490.00');
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/\/sim\/ewallet\/pay/);
      // The wallet's checkout: nothing is paid without the wallet login.
      await page.locator('input[name="mobile"]').fill('09171234567');
      await page.locator('input[name="mpin"]').fill('1234');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/member\?tab=depositv2&order=/);
      const card = page.getByTestId('deposit-order-status');
      await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('approved');
      expect(await card.getByTestId('deposit-money-credited').textContent()).toBe('₱490.00');
      await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toContain('490.00');
      const orderNo = (await card.getByTestId('deposit-status-order-no').textContent())?.trim() ?? '';
      expect((await findDeposit(orderNo)).status).toBe('approved');
    } finally {
      await close();
    }
  });

  it('agents reach their own wallet from the agent portal frame: deposit, withdraw and messages', async () => {
    const { token } = await api.login('agent01', 'Agent@123');
    const { context, page } = await openPage(browser, `${server.baseUrl}/agentHome?tab=withdraw&token=${token}`);
    try {
      // A first withdrawal starts with setting the payment password.
      await page.getByTestId('payment-password-setup').waitFor();
      await page.goto(`${server.baseUrl}/agentHome?tab=deposit`);
      await page.getByTestId('deposit-channel-BDO').waitFor();
      await page.goto(`${server.baseUrl}/agentHome?tab=messages`);
      await page.getByTestId('inbox').waitFor();
    } finally {
      await context.close();
    }
  });
});
