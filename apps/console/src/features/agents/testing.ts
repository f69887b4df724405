import type { TAgentBill, TAgentContract, TAgentNode } from '@wps/contracts/staff';
import { vi } from 'vitest';
import { testStaff } from '@/testing/render';

/** The tests' staff: one who may look, one who may also write. */
export const viewer = testStaff({ role: 'risk', permissions: ['agents.view', 'players.view'] });
export const manager = testStaff({ role: 'admin', permissions: ['agents.view', 'agents.manage', 'players.view'] });

export const node = (over: Partial<TAgentNode> = {}): TAgentNode => ({
  memberId: 11,
  account: 'topA',
  type: 1,
  status: 'active',
  depth: 1,
  teamSize: 40,
  directCount: 3,
  balance: '1250000',
  monthValidBet: '98765432',
  monthPlayersPnl: '-4500000',
  contracts: [{ id: 5, kind: 'dividend', maxRate: 150, status: 'accepted' }],
  ...over,
});

export const contract = (over: Partial<TAgentContract> = {}): TAgentContract => ({
  id: 5,
  kind: 'dividend',
  period: 'month',
  tiers: [
    { validBet: '0', activeMembers: 0, rate: 50 },
    { validBet: '1000000', activeMembers: 5, rate: 150 },
  ],
  maxRate: 150,
  status: 'accepted',
  agentId: 11,
  agentAccount: 'topA',
  uplineId: null,
  uplineAccount: null,
  offeredAt: Date.UTC(2026, 0, 2, 3, 4),
  decidedAt: Date.UTC(2026, 0, 3, 3, 4),
  endedAt: null,
  endReason: null,
  ...over,
});

export const bill = (over: Partial<TAgentBill> = {}): TAgentBill => ({
  id: 900,
  contractId: 5,
  kind: 'dividend',
  agentId: 11,
  agentAccount: 'topA',
  payerId: null,
  payerAccount: null,
  periodLabel: '2026-01',
  periodStart: Date.UTC(2025, 11, 31, 16),
  periodEnd: Date.UTC(2026, 0, 31, 16),
  validBet: '1234500',
  playersLoss: '300000',
  activeMembers: 7,
  base: '300000',
  carryIn: '0',
  carryOut: '0',
  tierIndex: 1,
  rate: 150,
  amount: '4500',
  paid: '0',
  status: 'pending_review',
  lines: [
    { key: 'team_valid_bet', value: '1234500', money: true },
    { key: 'active_members', value: '7' },
    { key: 'rate', value: '150' },
    { key: 'formula', value: '3,000.00 × 1.50 %' },
    { key: 'amount', value: '4500', money: true },
    { key: 'payer', value: 'brand' },
  ],
  createdAt: Date.UTC(2026, 1, 1, 0, 10),
  expiresAt: null,
  paidAt: null,
  ...over,
});

export type Call = { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | undefined };

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A refusal the server answers with (pass it as an answer). */
export const refused = (code: string, message: string, status = 409) => ({ [REFUSAL]: { code, message, status } });
const REFUSAL = Symbol('refusal');
type Refusal = { [REFUSAL]: { code: string; message: string; status: number } };
const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && REFUSAL in v;

/**
 * The staff API as the agents screens see it: `answers` by "METHOD /path"
 * (a function of the call, for answers that depend on the query); every call
 * is recorded with its query and body.
 */
export function stubApi(answers: Record<string, unknown | ((call: Call) => unknown)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (answer === undefined) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
      const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
      if (isRefusal(value)) {
        const { code, message, status } = value[REFUSAL];
        return new Response(JSON.stringify({ success: false, code, message }), { status, headers: { 'content-type': 'application/json' } });
      }
      return ok(value);
    }),
  );
  return calls;
}
