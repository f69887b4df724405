import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, nextTotpCode, staffAuthenticator, staffSession, uniqueMember } from './support/api';
import { launchBrowser, openPage } from './support/browser';
import { startServer, withoutRegisterCaptcha, type RunningServer } from './support/server';

/**
 * The operator console's journeys (issue 13), as staff do them in Chromium:
 * an admin enrols the authenticator at the first sign-in and signs in again
 * with a code; finance approves a bank deposit from the queue while the
 * member watches the balance change live in another browser; a withdrawal
 * above the threshold waits for a second finance staff member; support sees
 * the queue without the buttons (and the server refuses the call); a content
 * editor publishes a banner the player home shows; a maintenance window set
 * in the console closes the player site until it is ended; a manual credit
 * above the threshold waits for a second approver; a visitor opens the live
 * chat from the side bar and a support agent answers from the console; the
 * audit log shows each of those writes with its before and after.
 */
let server: RunningServer;
let browser: Browser;
let api: ApiClient;

const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '246810';
/** Authenticator secrets the journeys enrolled, by username, with the last code step used. */
const authenticators = new Map<string, { secret: string; lastStep: number }>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ApiClient(server.baseUrl);
  await withoutRegisterCaptcha(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs in at /console/login as a person does: password, then the authenticator's set-up or its code. */
async function consoleLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/console/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const next = page.locator('[data-testid="totp-secret"], #login-otp, .shell').first();
  await next.waitFor();
  if ((await page.getByTestId('totp-secret').count()) > 0) {
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    const key = { secret, lastStep: -1 };
    await page.locator('#enrol-otp').fill(await nextTotpCode(key));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    authenticators.set(username, key);
  } else if ((await page.locator('#login-otp').count()) > 0) {
    const key = authenticators.get(username) ?? staffAuthenticator(api, username);
    if (!key) throw new Error(`${username} has an authenticator this test did not enrol`);
    await page.locator('#login-otp').fill(await nextTotpCode(key));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await page.locator('.shell').waitFor();
}

async function openConsole(username: string, password: string, path = '/'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, `${server.baseUrl}/console/login`);
  await consoleLogin(page, username, password);
  if (path !== '/') await page.goto(`${server.baseUrl}/console${path}`);
  return { page, close: () => context.close() };
}

async function newMember(prefix: string) {
  const { username, mobile } = uniqueMember(prefix);
  const result = await api.register(username, PASSWORD, mobile);
  return { username, token: result.token };
}

/** A bank deposit the member reports (pending until staff decide). */
async function bankDeposit(token: string, amount: string) {
  const res = await api.call<{ id: number; orderNo: string }>(
    'POST',
    '/wps/relay/deposit/bank',
    { requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, channelCode: 'BDO', amount, payerName: 'Juan Dela Cruz', reference: 'E2E-1' },
    token,
  );
  if (!res.value) throw new Error(`deposit failed: ${res.code}`);
  return res.value;
}

/** Approves a row of the open queue from its drawer (the dialog's optional reason left empty). */
async function approveFromQueue(page: Page, orderNo: string, button = 'Approve') {
  await page.getByRole('row').filter({ hasText: orderNo }).click();
  const panel = page.getByRole('complementary').filter({ hasText: orderNo });
  await panel.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('operator console', () => {
  it('an admin enrols the authenticator at the first sign-in, then signs in with a code', async () => {
    const { context, page } = await openPage(browser, `${server.baseUrl}/console/`);
    try {
      // Without a session the console is its login.
      await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
      await page.getByLabel('Username').fill('admin01');
      await page.getByLabel('Password').fill('Admin@123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
      expect(await page.getByRole('img', { name: 'QR code for your authenticator app' }).count()).toBe(1);
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const key = { secret, lastStep: -1 };
      // A wrong code is refused in words, and nothing opens.
      await page.locator('#enrol-otp').fill('000000');
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('wrong');
      await page.locator('#enrol-otp').fill(await nextTotpCode(key));
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.locator('.shell').waitFor();
      authenticators.set('admin01', key);
      // The console opens on the dashboard: the brand's day and its open queues.
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText('Waiting for staff').waitFor();
      const nav = page.getByRole('complementary', { name: 'Sections' });
      await nav.getByRole('link', { name: 'Audit log' }).waitFor();

      // Out, and in again: now the code is asked for after the password.
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
      await page.getByLabel('Username').fill('admin01');
      await page.getByLabel('Password').fill('Admin@123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await page.locator('#login-otp').fill(await nextTotpCode(key));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.locator('.shell').waitFor();
      // My account lists this browser's session.
      await page.getByRole('link', { name: 'My account' }).click();
      await page.getByText('This device').waitFor();
    } finally {
      await context.close();
    }
  });

  it('finance approves a bank deposit from the queue; the member sees the header balance change live in another browser', async () => {
    const member = await newMember('cdep');
    const deposit = await bankDeposit(member.token, '150000');
    const player = await openPage(browser, `${server.baseUrl}/member?tab=depositv2&token=${member.token}`);
    const finance = await openConsole('finance01', 'Finance@123', '/finance/deposits');
    try {
      const balance = player.page.getByTestId('balance-amount').first();
      await expect.poll(() => balance.textContent()).toContain('0.00');
      const row = finance.page.getByRole('row').filter({ hasText: deposit.orderNo });
      await row.waitFor();
      expect(await row.textContent()).toContain(member.username);
      await approveFromQueue(finance.page, deposit.orderNo);
      await finance.page.getByText(`Deposit ${deposit.orderNo} approved and credited.`).waitFor();
      // The pending queue no longer has it.
      await expect.poll(() => finance.page.getByRole('row').filter({ hasText: deposit.orderNo }).count()).toBe(0);
      // No reload on the player's side: the live channel carries the new balance.
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('1,500.00');
    } finally {
      await finance.close();
      await player.context.close();
    }
  });

  it('a withdrawal above the threshold needs a second finance staff member', async () => {
    const member = await newMember('cwd');
    // Money to withdraw (₱25,000), approved through the API; then a payment password, a bank account and a ₱20,000 request.
    const staffToken = await staffSession(api, 'finance02', 'Finance@123');
    const funded = await bankDeposit(member.token, '2500000');
    expect((await api.call('POST', '/wps/staff/deposits/approve', { id: funded.id }, staffToken)).success).toBe(true);
    expect((await api.sealed('POST', '/wps/member/paymentPassword', { currentPassword: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, member.token)).success).toBe(true);
    const accounts = await api.sealed<{ id: number }[]>(
      'POST',
      '/wps/relay/passwordCheck/bankAccount',
      { action: 'add', bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumber: '1234567890', paymentPassword: PAYMENT_PASSWORD },
      member.token,
    );
    const bankAccountId = accounts.value?.[0]?.id;
    if (!bankAccountId) throw new Error(`bank account not added: ${accounts.code}`);
    const requested = await api.sealed<{ orderNo: string }>(
      'POST',
      '/wps/relay/passwordCheck/withdraw',
      { requestId: `e2e-wd-${Date.now()}`, bankAccountId, amount: '2000000', paymentPassword: PAYMENT_PASSWORD },
      member.token,
    );
    const orderNo = requested.value?.orderNo;
    if (!orderNo) throw new Error(`withdrawal not requested: ${requested.code}`);

    const first = await openConsole('finance01', 'Finance@123', '/finance/withdrawals');
    try {
      await approveFromQueue(first.page, orderNo);
      await first.page.getByText(`First approval of ${orderNo} given; it now waits for a second person.`).waitFor();
      // In the second-approval queue, the first approver cannot give the second.
      await first.page.getByRole('tab', { name: 'Awaiting second approval' }).click();
      await first.page.getByRole('row').filter({ hasText: orderNo }).click();
      const panel = first.page.getByRole('complementary').filter({ hasText: orderNo });
      await panel.getByText('You gave the first approval. Another staff member must give the second.').waitFor();
      expect(await panel.getByRole('button', { name: 'Give the second approval' }).isDisabled()).toBe(true);
    } finally {
      await first.close();
    }

    const second = await openConsole('finance02', 'Finance@123', '/finance/withdrawals');
    try {
      await second.page.getByRole('tab', { name: 'Awaiting second approval' }).click();
      await approveFromQueue(second.page, orderNo, 'Give the second approval');
      await second.page.getByText(`Withdrawal ${orderNo} approved.`).waitFor();
      await second.page.getByRole('tab', { name: 'Approved' }).click();
      await second.page.getByRole('row').filter({ hasText: orderNo }).waitFor();
    } finally {
      await second.close();
    }
  });

  it('a manual credit above the threshold needs a second approver; the player page shows the new balance', async () => {
    const member = await newMember('cadj');
    const first = await openConsole('finance01', 'Finance@123', '/players');
    try {
      await first.page.getByLabel('Search', { exact: true }).fill(member.username);
      await first.page.getByRole('button', { name: 'Find' }).click();
      await first.page.getByRole('row').filter({ hasText: member.username }).click();
      await first.page.getByRole('heading', { name: member.username }).waitFor();
      await first.page.getByRole('button', { name: 'Adjust balance' }).click();
      const dialog = first.page.getByRole('dialog');
      await dialog.getByLabel('Amount').fill('12,500');
      await dialog.getByLabel('Reason').fill('Tournament prize');
      await dialog.getByRole('button', { name: 'Credit' }).click();
      await first.page.getByText(`The adjustment for ${member.username} waits for a second approval.`).waitFor();
      // Still nothing in the wallet, and the one who asked cannot approve it.
      expect(await first.page.getByTestId('balance-main').count()).toBe(0);
      const row = first.page.getByRole('row').filter({ hasText: 'Tournament prize' });
      expect(await row.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    } finally {
      await first.close();
    }

    const second = await openConsole('finance02', 'Finance@123', '/finance/adjustments');
    try {
      const row = second.page.getByRole('row').filter({ hasText: member.username });
      await row.getByRole('button', { name: 'Approve' }).click();
      await second.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
      await second.page.getByText(`The adjustment for ${member.username} was applied.`).waitFor();
      await second.page.goto(`${server.baseUrl}/console/players`);
      await second.page.getByLabel('Search', { exact: true }).fill(member.username);
      await second.page.getByRole('button', { name: 'Find' }).click();
      await second.page.getByRole('row').filter({ hasText: member.username }).click();
      await expect.poll(() => second.page.getByTestId('balance-main').textContent()).toContain('12,500.00');
    } finally {
      await second.close();
    }
  });

  it('support sees the deposit queue without the decision buttons, and the server refuses the call', async () => {
    const member = await newMember('csup');
    const deposit = await bankDeposit(member.token, '50000');
    const support = await openConsole('support01', 'Support@123', '/finance/deposits');
    try {
      await support.page.getByRole('row').filter({ hasText: deposit.orderNo }).click();
      const panel = support.page.getByRole('complementary').filter({ hasText: deposit.orderNo });
      await panel.getByText('Your role can look but not decide.').waitFor();
      expect(await panel.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await panel.getByRole('button', { name: 'Reject' }).count()).toBe(0);
      // Support has no audit log in the menu either.
      expect(await support.page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      const token = await support.page.evaluate(() => sessionStorage.getItem('wps.console.token'));
      const refused = await api.call('POST', '/wps/staff/deposits/approve', { id: deposit.id }, token ?? undefined);
      expect(refused.status).toBe(403);
      expect(refused.code).toBe('forbidden');
    } finally {
      await support.close();
    }
  });

  it('a content editor publishes a banner that appears on the player home', async () => {
    const editor = await openConsole('content01', 'Content@123', '/content');
    try {
      // Content has no money: no authenticator for this role, and no finance in the menu.
      expect(await editor.page.getByRole('link', { name: 'Deposits' }).count()).toBe(0);
      await editor.page.getByRole('button', { name: 'New banner' }).click();
      const panel = editor.page.getByRole('complementary').filter({ hasText: 'New banner' });
      await panel.getByLabel('Title').fill('Weekend reload 20%');
      await panel.getByLabel('Code').fill('e2e-weekend-reload');
      await panel.getByLabel('Image address').fill('/banners/demo/home-safe-en.svg');
      await panel.getByRole('img', { name: 'Preview' }).waitFor();
      await panel.getByLabel('Order').fill('-100');
      await panel.getByRole('button', { name: 'Publish' }).click();
      await editor.page.getByText('Banner “Weekend reload 20%” published.').waitFor();
      await editor.page.getByRole('row').filter({ hasText: 'Weekend reload 20%' }).getByText('Live').waitFor();
    } finally {
      await editor.close();
    }
    const { context, page } = await openPage(browser, `${server.baseUrl}/`);
    try {
      await expect.poll(() => page.getByRole('img', { name: 'Weekend reload 20%' }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('a maintenance window set in the console shows the maintenance page on the player site', async () => {
    const admin = await openConsole('admin01', 'Admin@123', '/settings');
    try {
      await admin.page.getByTestId('site-state').filter({ hasText: 'open' }).waitFor();
      await admin.page.getByLabel('Reason').first().fill('Database upgrade');
      await admin.page.getByRole('button', { name: 'Start maintenance now' }).click();
      await admin.page.getByTestId('site-state').filter({ hasText: 'in maintenance' }).waitFor();

      const { context, page } = await openPage(browser, `${server.baseUrl}/`);
      try {
        await page.getByTestId('maintenance-page').waitFor();
      } finally {
        await context.close();
      }

      await admin.page.getByRole('button', { name: 'End now' }).click();
      const dialog = admin.page.getByRole('alertdialog');
      await dialog.getByLabel('Reason').fill('Upgrade done');
      await dialog.getByRole('button', { name: 'End now' }).click();
      await admin.page.getByTestId('site-state').filter({ hasText: 'open' }).waitFor();
      const { context: again, page: home } = await openPage(browser, `${server.baseUrl}/`);
      try {
        await home.getByTestId('page-home').waitFor();
      } finally {
        await again.close();
      }
    } finally {
      await admin.close();
    }
  });

  it('a visitor opens the live chat from the side bar and a support agent answers from the console', async () => {
    // Our own chat: no outside live chat configured for the brand (a content editor could point LIVECHAT elsewhere).
    const editor = await staffSession(api, 'content01', 'Content@123');
    const site = await api.call<{ customerService: { id: number; csType: string }[] }>('GET', '/wps/staff/site', undefined, editor);
    for (const entry of site.value?.customerService.filter((c) => c.csType === 'LIVECHAT') ?? []) {
      await api.call('POST', '/wps/staff/site/cs/delete', { id: entry.id, reason: 'e2e: our own chat' }, editor);
    }
    const { context, page: visitor } = await openPage(browser, `${server.baseUrl}/`);
    const support = await openConsole('support01', 'Support@123', '/support');
    try {
      await visitor.getByTestId('page-home').waitFor();
      await visitor.getByTestId('right-sidebar').getByRole('button', { name: 'Live chat' }).click();
      const chat = visitor.getByRole('dialog', { name: 'Live chat' });
      await chat.getByLabel('Your name (optional)').fill('Ana from e2e');
      await chat.getByRole('button', { name: 'Start chat' }).click();
      await chat.getByTestId('chat-input').fill('Hello, my deposit has not arrived yet.');
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByTestId('chat-mine').getByText('Hello, my deposit has not arrived yet.').waitFor();

      // The waiting queue shows the new chat at once (the console's socket), without a reload.
      await support.page.getByTestId('chat-queue').getByText('Ana from e2e').click();
      const thread = support.page.getByTestId('chat-thread');
      await thread.getByText('Hello, my deposit has not arrived yet.').waitFor();
      await support.page.getByRole('textbox', { name: /Write a reply/ }).fill('Hi Ana, let me check that for you.');
      await support.page.getByRole('button', { name: 'Send' }).click();
      await thread.getByText('Hi Ana, let me check that for you.').waitFor();

      // The visitor's page gets the answer live, with the agent's name.
      await chat.getByTestId('chat-agent').getByText('Hi Ana, let me check that for you.').waitFor();
      await expect.poll(() => chat.getByTestId('chat-status').textContent()).toBe('Sol Support is helping you');
      // And the agent sees the visitor's next message as it is sent.
      await chat.getByTestId('chat-input').fill('Thank you!');
      await chat.getByTestId('chat-input').press('Enter');
      await thread.getByText('Thank you!').waitFor();
    } finally {
      await support.close();
      await context.close();
    }
  });

  it('the audit log shows each of those writes with its before and after', async () => {
    const admin = await openConsole('admin01', 'Admin@123', '/audit');
    try {
      await admin.page.getByLabel('Kind').selectOption('withdrawal');
      const approvals = admin.page.getByRole('row').filter({ hasText: 'withdrawal.approve' });
      await approvals.first().waitFor();
      expect(await admin.page.getByRole('row').filter({ hasText: 'withdrawal.first_approve' }).count()).toBeGreaterThan(0);
      await approvals.first().click();
      const changes = admin.page.getByRole('table', { name: 'Changes' });
      const status = changes.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: 'status', exact: true }) });
      expect(await status.getAttribute('data-changed')).toBe('true');
      expect(await status.locator('.diff__before').textContent()).toBe('processing');
      expect(await status.locator('.diff__after').textContent()).toBe('approved');
      await admin.page.keyboard.press('Escape');

      await admin.page.getByLabel('Kind').selectOption('deposit');
      // The deposits' rows (not the withdrawals' still shown while the new filter loads).
      const depositApproval = admin.page.getByRole('row').filter({ hasText: 'deposit #' }).filter({ hasText: 'finance01' }).first();
      await depositApproval.click();
      const depositStatus = admin.page
        .getByRole('table', { name: 'Changes' })
        .getByRole('row')
        .filter({ has: admin.page.getByRole('rowheader', { name: 'status', exact: true }) });
      expect(await depositStatus.locator('.diff__before').textContent()).toBe('pending');
      expect(await depositStatus.locator('.diff__after').textContent()).toBe('approved');
      await admin.page.keyboard.press('Escape');

      await admin.page.getByLabel('Kind').selectOption('banner');
      await admin.page.getByRole('row').filter({ hasText: 'banner.create' }).filter({ hasText: 'content01' }).click();
      const title = admin.page
        .getByRole('table', { name: 'Changes' })
        .getByRole('row')
        .filter({ has: admin.page.getByRole('rowheader', { name: 'title', exact: true }) });
      expect(await title.locator('.diff__before').textContent()).toBe('');
      expect(await title.locator('.diff__after').textContent()).toBe('Weekend reload 20%');
      await admin.page.keyboard.press('Escape');

      await admin.page.getByLabel('Kind').selectOption('adjustment');
      await admin.page.getByRole('row').filter({ hasText: 'adjustment.approve' }).filter({ hasText: 'finance02' }).click();
      const adjusted = admin.page
        .getByRole('table', { name: 'Changes' })
        .getByRole('row')
        .filter({ has: admin.page.getByRole('rowheader', { name: 'status', exact: true }) });
      expect(await adjusted.locator('.diff__before').textContent()).toBe('pending');
      expect(await adjusted.locator('.diff__after').textContent()).toBe('applied');
      await admin.page.keyboard.press('Escape');

      await admin.page.getByLabel('Kind').selectOption('maintenance');
      await admin.page.getByRole('row').filter({ hasText: 'maintenance.end' }).click();
      const state = admin.page
        .getByRole('table', { name: 'Changes' })
        .getByRole('row')
        .filter({ has: admin.page.getByRole('rowheader', { name: 'state', exact: true }) });
      expect(await state.locator('.diff__before').textContent()).toBe('active');
      expect(await state.locator('.diff__after').textContent()).toBe('ended');
    } finally {
      await admin.close();
    }
  });
});
