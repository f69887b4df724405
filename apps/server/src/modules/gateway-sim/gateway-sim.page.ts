/**
 * The simulator's pages: plain HTML forms, one <style> block, no scripts and
 * no outside assets, so they pass the site's strict Content-Security-Policy
 * (script-src 'self', form-action 'self') as they are.
 */
import { formatMoney } from '@wps/contracts';
import type { GatewayRedirectParams } from '../deposits/gateway.protocol';

/** The card/bank style checkout: the order with Pay and Cancel. */
export const SIM_PATH = '/sim/gateway/pay';
/**
 * The e-wallet style checkout (GCash, Maya): the member logs in to the wallet
 * with a mobile number and a 4-digit MPIN and authorises the payment.
 */
export const EWALLET_SIM_PATH = '/sim/ewallet/pay';
/** A Philippine mobile number as e-wallets take it. */
export const EWALLET_MOBILE = /^09\d{9}$/;
export const EWALLET_MPIN = /^\d{4}$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #1c2333; }
  main { width: min(420px, 100% - 32px); background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 6px 24px rgb(0 0 0 / 12%); }
  .badge { display: inline-block; margin: 0 0 12px; padding: 2px 8px; border-radius: 999px; background: #fff4d6; color: #7a5500; font-size: 12px; }
  h1 { margin: 0 0 16px; font-size: 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6477; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 22px; }
  .actions { display: flex; gap: 12px; }
  button, a.button { flex: 1; padding: 12px; border: 0; border-radius: 8px; font-size: 16px; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #1f7a4d; color: #fff; } .fail { background: #e4e7ee; color: #8a1c1c; }
  .wallet-head { margin: -24px -24px 20px; padding: 20px 24px; border-radius: 12px 12px 0 0; background: #0a5cd8; color: #fff; }
  .wallet-head h1 { margin: 0; } .wallet-head p { margin: 4px 0 0; opacity: .85; }
  .wallet .pay { background: #0a5cd8; }
  label { display: grid; gap: 6px; margin: 0 0 16px; font-weight: 600; }
  input:not([type=hidden]) { padding: 10px 12px; border: 1px solid #c4cad6; border-radius: 8px; font-size: 16px; background: inherit; color: inherit; }
  .error { margin: 0 0 16px; padding: 8px 12px; border-radius: 8px; background: #fde8e8; color: #8a1c1c; }
  @media (prefers-color-scheme: dark) { body { background: #10141c; color: #e8ecf3; } main { background: #1b2130; } dt { color: #9aa3b5; } .fail { background: #2a3142; color: #ff9b9b; } input:not([type=hidden]) { border-color: #3a4358; } .error { background: #3a1e24; color: #ffb4b4; } }
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Payment gateway simulator: no real money</p>
${content}
</main>
</body>
</html>
`;
}

export interface PayPageInput {
  params: GatewayRedirectParams;
  signature: string;
  channelName: string;
  merchantName: string;
}

/** The signed order, carried on by the page's form so the POST can be checked again. */
function hiddenOrder(input: PayPageInput): string {
  const fields: [string, string][] = [...Object.entries(input.params), ['signature', input.signature]];
  return fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n');
}

export function payPage(input: PayPageInput): string {
  const { params } = input;
  const hidden = hiddenOrder(input);
  return layout(
    `Pay ${params.orderNo}`,
    `<h1>${escapeHtml(input.channelName)}</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(input.merchantName)} (${escapeHtml(params.merchantId)})</dd>
<dt>Order</dt><dd>${escapeHtml(params.orderNo)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(params.currency)} ${escapeHtml(formatMoney(params.amount))}</dd>
</dl>
<form method="post" action="${SIM_PATH}">
${hidden}
<div class="actions">
<button type="submit" name="status" value="SUCCESS" class="pay">Pay</button>
<button type="submit" name="status" value="FAILED" class="fail">Cancel</button>
</div>
</form>`,
  );
}

/**
 * The e-wallet checkout: who is paying whom and how much, the wallet login
 * (mobile number and MPIN) and Pay or Cancel. Cancel needs no login.
 */
export function ewalletPage(input: PayPageInput & { mobile?: string; error?: string }): string {
  const { params } = input;
  const amount = `${escapeHtml(params.currency)} ${escapeHtml(formatMoney(params.amount))}`;
  return layout(
    `${input.channelName}: pay ${params.orderNo}`,
    `<div class="wallet-head"><h1>${escapeHtml(input.channelName)}</h1><p>Log in to pay ${escapeHtml(input.merchantName)}</p></div>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(input.merchantName)} (${escapeHtml(params.merchantId)})</dd>
<dt>Order</dt><dd>${escapeHtml(params.orderNo)}</dd>
<dt>Amount</dt><dd class="amount">${amount}</dd>
</dl>
<form method="post" action="${EWALLET_SIM_PATH}" class="wallet">
${hiddenOrder(input)}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<label>Mobile number<input type="tel" name="mobile" inputmode="numeric" autocomplete="tel" placeholder="09XXXXXXXXX" pattern="09[0-9]{9}" maxlength="11" required value="${escapeHtml(input.mobile ?? '')}"></label>
<label>MPIN<input type="password" name="mpin" inputmode="numeric" autocomplete="off" pattern="[0-9]{4}" maxlength="4" required></label>
<div class="actions">
<button type="submit" name="status" value="SUCCESS" class="pay">Pay ${amount}</button>
<button type="submit" name="status" value="FAILED" class="fail" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<div class="actions"><a class="button fail" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></div>` : ''}`,
  );
}
