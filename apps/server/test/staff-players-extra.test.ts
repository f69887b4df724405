/**
 * The console's notes, tags and actions on a player: notes (only ever added),
 * tags and the search by tag, the forgot flow's reset sent by staff, signing
 * out everywhere, and a message into the inbox shown live. Each write needs
 * players.manage, is audited in its transaction and refuses bad input with a
 * 4xx that changes nothing.
 */
import {
  forgotPasswordByEmail,
  getMemberInfo,
  inboxMessages,
  resetPasswordByEmail,
  resetPasswordByPhone,
  staffAddPlayerNote,
  staffAudit,
  staffEndPlayerSessions,
  staffMessagePlayer,
  staffPlayerDetail,
  staffPlayerNotes,
  staffPlayerSearch,
  staffPlayerTags,
  staffSendPasswordReset,
  staffSetPlayerTag,
  STAFF_MESSAGE_TEMPLATE,
  type Contract,
  type TInboxMessage,
  type TLiveEvent,
  type TPlayerDetail,
  type TPlayerNote,
} from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus, memberChannel, type LiveBus } from '../src/modules/live/live.bus';
import { accountBrand, call, createMember, envelope, freshIp, lastCode, mobile, outbox, username } from './support/accounts';
import { FIXTURE_VENDORS } from './support/fixture-catalog';
import { createWalletApp, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let bus: LiveBus;
let admin: string;
let support: string;
let finance: string;
beforeAll(async () => {
  bus = createInProcessBus();
  t = await createWalletApp(accountBrand({ vendors: FIXTURE_VENDORS }), { live: bus });
  [admin, support, finance] = await Promise.all([staffToken(t, 'admin01'), staffToken(t, 'support01'), staffToken(t, 'finance01')]);
});
afterAll(async () => {
  await t.close();
  await bus.close();
});

const ok = async <T>(contract: Contract, body: unknown, o: { token?: string; query?: string } = {}): Promise<T> => {
  const res = await call(t, contract, body, { token: admin, ...o });
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const refused = async (contract: Contract, body: unknown, status: number, code: string, token = admin) => {
  const res = await call(t, contract, body, { token });
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res).code).toBe(code);
};
type AuditEntry = { action: string; reason: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actorId: number | null };
const auditOf = async (memberId: number) => (await ok<{ list: AuditEntry[] }>(staffAudit, undefined, { query: `entity=member&entityId=${memberId}` })).list;
const detailOf = (memberId: number) => ok<TPlayerDetail>(staffPlayerDetail, undefined, { token: support, query: `id=${memberId}` });

describe('notes on a player', () => {
  it('adds notes (author, time, newest first, keyset pages) that support reads but cannot write; each audited', async () => {
    const m = await createMember(t, {});
    const first = await ok<TPlayerNote>(staffAddPlayerNote, { memberId: m.id, text: '  Called about a late deposit.  ' });
    t.clock.advance(60_000);
    const second = await ok<TPlayerNote>(staffAddPlayerNote, { memberId: m.id, text: 'Sent the bank slip again.' });
    expect(first).toMatchObject({ text: 'Called about a late deposit.', authorName: expect.any(String) as string });
    expect(second.createdAt - first.createdAt).toBe(60_000);

    const page1 = await ok<{ list: TPlayerNote[]; next: number | null }>(staffPlayerNotes, undefined, { token: support, query: `id=${m.id}&pageSize=1` });
    expect(page1.list.map((n) => n.id)).toEqual([second.id]);
    expect(page1.next).toBe(second.id);
    const page2 = await ok<{ list: TPlayerNote[]; next: number | null }>(staffPlayerNotes, undefined, { token: support, query: `id=${m.id}&pageSize=1&before=${page1.next}` });
    expect(page2).toEqual({ list: [first], next: null });

    await refused(staffAddPlayerNote, { memberId: m.id, text: 'support may not' }, 403, 'forbidden', support);
    await refused(staffAddPlayerNote, { memberId: m.id, text: 'finance may not' }, 403, 'forbidden', finance);
    expect((await auditOf(m.id)).filter((a) => a.action === 'member.note').map((a) => a.after)).toEqual([
      { noteId: second.id, text: 'Sent the bank slip again.' },
      { noteId: first.id, text: 'Called about a late deposit.' },
    ]);
  });

  it('never changes a note: the database refuses an update or a delete', async () => {
    const m = await createMember(t, {});
    const note = await ok<TPlayerNote>(staffAddPlayerNote, { memberId: m.id, text: 'Kept as written.' });
    const failure = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query).then(
        () => 'done',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await failure(sql`update member_notes set text = 'changed' where id = ${note.id}`)).toContain('member_notes is immutable');
    expect(await failure(sql`delete from member_notes where id = ${note.id}`)).toContain('member_notes is immutable');
    expect((await ok<{ list: TPlayerNote[] }>(staffPlayerNotes, undefined, { query: `id=${m.id}` })).list[0]?.text).toBe('Kept as written.');
  });
});

describe('tags', () => {
  it("tags and untags a player from the brand's list, shows them on the page, filters the search; audited with before and after", async () => {
    const prefix = username();
    const a = await createMember(t, { account: `${prefix}a` });
    const b = await createMember(t, { account: `${prefix}b` });
    expect(await ok(staffSetPlayerTag, { memberId: a.id, tag: 'VIP', on: true, reason: 'High roller' })).toEqual({ tags: ['VIP'] });
    // A label is one spelling per brand, whatever its case.
    expect(await ok(staffSetPlayerTag, { memberId: b.id, tag: 'vip', on: true, reason: 'High roller' })).toEqual({ tags: ['VIP'] });
    expect(await ok(staffSetPlayerTag, { memberId: a.id, tag: 'KYC-pending', on: true, reason: 'ID expired' })).toEqual({ tags: ['KYC-pending', 'VIP'] });
    expect((await detailOf(a.id)).tags).toEqual(['KYC-pending', 'VIP']);

    const tags = await ok<{ list: { label: string; players: number }[] }>(staffPlayerTags, undefined, { token: support });
    expect(tags.list.filter((x) => ['VIP', 'KYC-pending'].includes(x.label))).toEqual([
      { id: expect.any(Number) as number, label: 'KYC-pending', players: 1 },
      { id: expect.any(Number) as number, label: 'VIP', players: 2 },
    ]);

    const search = async (query: string) =>
      (await ok<{ list: { id: number }[] }>(staffPlayerSearch, undefined, { token: support, query })).list.map((p) => p.id);
    expect(await search(`by=username&q=${prefix}&tag=vip`)).toEqual([b.id, a.id]);
    expect(await search(`by=username&q=${prefix}&tag=KYC-pending`)).toEqual([a.id]);
    expect(await search(`by=id&q=${b.id}&tag=KYC-pending`)).toEqual([]);
    expect(await search('tag=no-such-tag')).toEqual([]);

    expect(await ok(staffSetPlayerTag, { memberId: a.id, tag: 'VIP', on: false, reason: 'Downgraded' })).toEqual({ tags: ['KYC-pending'] });
    // Again: nothing changes, nothing is audited.
    expect(await ok(staffSetPlayerTag, { memberId: a.id, tag: 'VIP', on: false, reason: 'Again' })).toEqual({ tags: ['KYC-pending'] });
    expect(await search(`by=username&q=${prefix}&tag=VIP`)).toEqual([b.id]);

    const audit = (await auditOf(a.id)).filter((x) => x.action.startsWith('member.'));
    expect(audit.map((x) => [x.action, x.reason, x.before, x.after])).toEqual([
      ['member.untag', 'Downgraded', { tags: ['KYC-pending', 'VIP'] }, { tags: ['KYC-pending'] }],
      ['member.tag', 'ID expired', { tags: ['VIP'] }, { tags: ['KYC-pending', 'VIP'] }],
      ['member.tag', 'High roller', { tags: [] }, { tags: ['VIP'] }],
    ]);
    await refused(staffSetPlayerTag, { memberId: a.id, tag: 'VIP', on: true, reason: 'x' }, 403, 'forbidden', support);
  });
});

describe('sending a password reset', () => {
  it("emails the forgot flow's own link, which resets the password; audited", async () => {
    const email = `${username()}@example.com`;
    const m = await createMember(t, { email, mobile: mobile() });
    expect(await ok(staffSendPasswordReset, { memberId: m.id, channel: 'email', reason: 'Player asked by phone' })).toEqual({ channel: 'email', to: email });
    // The player's own forgot flow sends the same email (its own token).
    const form = await t.app.inject({
      method: 'POST',
      url: forgotPasswordByEmail.path,
      headers: { host: t.host, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      payload: `username=${m.account}&email=${encodeURIComponent(email)}`,
    });
    expect(form.statusCode).toBe(200);
    const [own, staffs] = await outbox(t, email);
    const withoutToken = (body = '') => body.replace(/resetToken=[A-Za-z0-9_-]+/, 'resetToken=…');
    expect(staffs?.subject).toBe(own?.subject);
    expect(withoutToken(staffs?.body)).toBe(withoutToken(own?.body));
    expect(staffs?.body).toContain(`http://${t.host}/?resetToken=`);

    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(staffs?.body ?? '')?.[1] ?? '';
    const reset = await call(t, resetPasswordByEmail, { token, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, { ip: freshIp() });
    expect(envelope(reset).value).toEqual({ account: m.account });
    expect((await auditOf(m.id))[0]).toMatchObject({ action: 'member.password_reset_sent', reason: 'Player asked by phone', after: { channel: 'email', to: email } });
  });

  it("texts the forgot flow's reset code to the phone on record, which the forgot popup's phone tab takes", async () => {
    const phone = mobile();
    const m = await createMember(t, { mobile: phone });
    expect(await ok(staffSendPasswordReset, { memberId: m.id, channel: 'sms', reason: 'Locked out' })).toEqual({ channel: 'sms', to: `+63${phone}` });
    const [sms] = await outbox(t, `+63${phone}`);
    expect(sms?.body).toMatch(/: \d{6} is your password reset code\. It expires in \d+ minutes\.$/);
    const code = await lastCode(t, `+63${phone}`);
    const res = await call(t, resetPasswordByPhone, { newPassword: 'Phone1234', mobileNum: phone, countryDialingCode: '+63', verificationCode: code }, { ip: freshIp() });
    expect(envelope(res).value).toEqual({ account: m.account });
    // The forgot flow's resend limit holds for staff too; a refused send is not audited.
    await refused(staffSendPasswordReset, { memberId: m.id, channel: 'sms', reason: 'Again' }, 429, 'sms_resend_too_soon');
    expect((await auditOf(m.id)).filter((a) => a.action === 'member.password_reset_sent')).toHaveLength(1);
  });

  it('is refused with member_no_contact when the player has no such contact, and without players.manage', async () => {
    const m = await createMember(t, {});
    await refused(staffSendPasswordReset, { memberId: m.id, channel: 'email', reason: 'x' }, 409, 'member_no_contact');
    await refused(staffSendPasswordReset, { memberId: m.id, channel: 'sms', reason: 'x' }, 409, 'member_no_contact');
    await refused(staffSendPasswordReset, { memberId: m.id, channel: 'email', reason: 'x' }, 403, 'forbidden', support);
    expect(await auditOf(m.id)).toEqual([]);
  });
});

describe('signing a player out everywhere', () => {
  it('ends every session (the token is refused) and keeps the account active; audited', async () => {
    const m = await loggedInMember(t);
    expect((await call(t, getMemberInfo, undefined, { token: m.token, ip: m.ip })).statusCode).toBe(200);
    await refused(staffEndPlayerSessions, { memberId: m.id, reason: 'x' }, 403, 'forbidden', support);
    expect(await ok(staffEndPlayerSessions, { memberId: m.id, reason: 'Shared device' })).toEqual({ gameTokensEnded: 0 });
    expect((await call(t, getMemberInfo, undefined, { token: m.token, ip: m.ip })).statusCode).toBe(401);
    const detail = await detailOf(m.id);
    expect(detail.player.status).toBe('active');
    expect(detail.sessions.every((s) => !s.open)).toBe(true);
    expect((await auditOf(m.id))[0]).toMatchObject({ action: 'member.end_sessions', reason: 'Shared device', after: { gameTokensEnded: 0 } });
  });
});

describe('messaging a player', () => {
  it('puts the message in the inbox, pushes it live, sends a request once; audited', async () => {
    const m = await loggedInMember(t);
    const pushed: TLiveEvent[] = [];
    const stop = bus.subscribe(memberChannel(t.merchantId, m.id), (e) => pushed.push(e));
    const body = { requestId: `msg-${m.id}-0001`, memberId: m.id, title: 'Ang iyong bonus', text: 'Salamat sa paglalaro.\nMay bonus ka.', reason: 'Loyalty' };
    await refused(staffMessagePlayer, body, 403, 'forbidden', support);
    const sent = await ok<{ id: number }>(staffMessagePlayer, body);
    // The same request again answers the same message and sends nothing more.
    expect(await ok(staffMessagePlayer, body)).toEqual(sent);
    stop();

    const inbox = (await call(t, inboxMessages, undefined, { token: m.token, ip: m.ip, query: 'pageNo=1&pageSize=20' })).json() as { value: { list: TInboxMessage[] } };
    expect(inbox.value.list).toEqual([
      expect.objectContaining({ id: sent.id, template: STAFF_MESSAGE_TEMPLATE, params: { site: expect.any(String) as string, title: 'Ang iyong bonus', text: 'Salamat sa paglalaro.\nMay bonus ka.' }, read: false }),
    ]);
    expect(pushed).toEqual([expect.objectContaining({ type: 'message', unread: 1, message: expect.objectContaining({ id: sent.id }) as TInboxMessage })]);
    const audit = (await auditOf(m.id)).filter((a) => a.action === 'member.message');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Loyalty', after: { messageId: sent.id, title: 'Ang iyong bonus' } });
  });
});

describe('bad input', () => {
  it('is a 4xx that changes nothing: wrong types, huge numbers, NUL bytes, too long, unknown players', async () => {
    const m = await createMember(t, {});
    const cases: [Contract, unknown][] = [
      [staffAddPlayerNote, { memberId: m.id, text: '' }],
      [staffAddPlayerNote, { memberId: m.id, text: 'x'.repeat(1001) }],
      [staffAddPlayerNote, { memberId: m.id, text: 'nul\u0000byte' }],
      [staffAddPlayerNote, { memberId: String(m.id), text: 'wrong type' }],
      [staffAddPlayerNote, { memberId: 1e30, text: 'huge' }],
      [staffSetPlayerTag, { memberId: m.id, tag: '<script>', on: true, reason: 'x' }],
      [staffSetPlayerTag, { memberId: m.id, tag: 'x'.repeat(33), on: true, reason: 'x' }],
      [staffSetPlayerTag, { memberId: m.id, tag: 'VIP', on: 'yes', reason: 'x' }],
      [staffSetPlayerTag, { memberId: m.id, tag: 'VIP', on: true, reason: ' ' }],
      [staffSendPasswordReset, { memberId: m.id, channel: 'fax', reason: 'x' }],
      [staffEndPlayerSessions, { memberId: 2_147_483_648, reason: 'x' }],
      [staffEndPlayerSessions, { memberId: m.id }],
      [staffMessagePlayer, { requestId: 'short', memberId: m.id, title: 't', text: 'x', reason: 'x' }],
      [staffMessagePlayer, { requestId: `msg-${m.id}-bad1`, memberId: m.id, title: 't'.repeat(101), text: 'x', reason: 'x' }],
      [staffMessagePlayer, { requestId: `msg-${m.id}-bad2`, memberId: m.id, title: 't', text: 'x'.repeat(2001), reason: 'x' }],
    ];
    for (const [contract, body] of cases) {
      const res = await call(t, contract, body, { token: admin });
      expect(res.statusCode, `${contract.path} ${JSON.stringify(body)}`).toBe(400);
      expect(envelope(res).code).toBe('validation_error');
    }
    for (const query of ['id=abc', 'id=99999999999', `id=${m.id}&before=0`, `id=${m.id}&pageSize=1000`]) {
      expect((await call(t, staffPlayerNotes, undefined, { token: admin, query })).statusCode, query).toBe(400);
    }
    expect((await call(t, staffPlayerSearch, undefined, { token: admin, query: 'tag=%3Cscript%3E' })).statusCode).toBe(400);
    for (const contract of [staffAddPlayerNote, staffEndPlayerSessions]) {
      await refused(contract, { memberId: 99_999_999, text: 'x', reason: 'x' }, 404, contract === staffEndPlayerSessions ? 'user_not_found' : 'not_found');
    }
    expect((await call(t, staffPlayerNotes, undefined, { token: admin, query: 'id=99999999' })).statusCode).toBe(404);
    expect(await auditOf(m.id)).toEqual([]);
    expect((await detailOf(m.id)).tags).toEqual([]);
    expect((await ok<{ list: unknown[] }>(staffPlayerNotes, undefined, { query: `id=${m.id}` })).list).toEqual([]);
  });
});
