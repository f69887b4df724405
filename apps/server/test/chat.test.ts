/**
 * The support chat: a visitor (or a member) writes from the site, support
 * agents answer from the console. History is kept, unread counts move, a
 * retried send makes one message, images stay with their conversation, and
 * the sockets carry every change across two server processes (their own
 * live buses on the machine's Redis, or one shared in-process bus where no
 * Redis answers).
 */
import { randomUUID } from 'node:crypto';
import {
  CHAT_SOCKET_PATH,
  CHAT_TOKEN_HEADER,
  STAFF_CHAT_SOCKET_PATH,
  chatClose,
  chatHistory,
  chatImage,
  chatRead,
  chatSend,
  chatStart,
  staffAudit,
  staffCannedReplies,
  staffChatAgents,
  staffChatAssign,
  staffChatClose,
  staffChatImage,
  staffChatQueue,
  staffChatRead,
  staffChatSend,
  staffChatThread,
  staffDeleteCannedReply,
  staffSaveCannedReply,
  type TChatFrame,
  type TChatMessage,
  type TChatStarted,
  type TChatThread,
  type TStaffChatQueue,
  type TStaffChatRow,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createInProcessBus, type LiveBus } from '../src/modules/live/live.bus';
import { createRedisBus } from '../src/modules/live/redis-bus';
import { call, envelope, freshIp, type CallOptions } from './support/accounts';
import { pngUpload } from './support/deposits';
import { secondProcess } from './support/processes';
import { TEST_REDIS_URL, redisReachable } from './support/redis';
import { createWalletApp, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

const redisUp = await redisReachable();
const PREFIX = `chat-${randomUUID().slice(0, 8)}`;
const buses: LiveBus[] = [];
const newBus = (): LiveBus => {
  const bus = redisUp ? createRedisBus(TEST_REDIS_URL, { prefix: PREFIX }) : (buses[0] ?? createInProcessBus());
  buses.push(bus);
  return bus;
};

let t: WalletTestApp;
let b: FastifyInstance;
let support: string;
let admin: string;
let finance: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createWalletApp(undefined, { live: newBus() });
  b = await secondProcess(t.database, { clock: t.clock, live: newBus() });
  [support, admin, finance] = await Promise.all([staffToken(t, 'support01'), staffToken(t, 'admin01'), staffToken(t, 'finance01')]);
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await b.close();
  await t.close();
  await Promise.all([...new Set(buses)].map((bus) => bus.close()));
});

const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
let keys = 0;
const clientKey = () => `key-${Date.now().toString(36)}-${keys++}`;

/** A visitor of the site: an address of their own and, once started, their chat token. */
async function visitor(name = 'Ana') {
  const ip = freshIp();
  const started = value<TChatStarted>(await call(t, chatStart, { name, language: 'TY' }, { ip }));
  expect(started.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const opts: CallOptions = { ip, headers: { [CHAT_TOKEN_HEADER]: started.token! } };
  return { ip, started, opts, id: started.conversation!.id };
}

const queue = async (token: string, q: string) => value<TStaffChatQueue>(await call(t, staffChatQueue, undefined, { token, query: `queue=${q}` }));
const rowOf = (list: TStaffChatQueue, id: number) => list.rows.find((r) => r.id === id);

describe('a visitor and a support agent', () => {
  it('talk: the queue, the answer that assigns, unread counts both ways, history kept', async () => {
    const v = await visitor();
    expect(v.started.conversation).toMatchObject({ status: 'waiting', language: 'TY', agentName: null, unread: 0 });

    const sent = value<TChatMessage>(await call(t, chatSend, { clientKey: clientKey(), text: 'Hindi pumasok ang deposito ko' }, v.opts));
    expect(sent).toMatchObject({ author: 'visitor', text: 'Hindi pumasok ang deposito ko', staffName: null });

    const waiting = await queue(support, 'waiting');
    expect(rowOf(waiting, v.id)).toMatchObject({ status: 'waiting', visitorName: 'Ana', member: null, assignee: null, unread: 1, preview: 'Hindi pumasok ang deposito ko' });
    expect(waiting.counts.waiting).toBeGreaterThanOrEqual(1);

    // The first answer takes the conversation: it leaves the waiting queue for the agent's own.
    const answer = value<TChatMessage>(await call(t, staffChatSend, { id: v.id, clientKey: clientKey(), text: 'Titingnan ko po ngayon.' }, { token: support }));
    expect(answer).toMatchObject({ author: 'staff', staffName: 'Sol Support' });
    expect(rowOf(await queue(support, 'waiting'), v.id)).toBeUndefined();
    const mine = await queue(support, 'mine');
    expect(rowOf(mine, v.id)).toMatchObject({ status: 'open', assignee: { name: 'Sol Support' }, unread: 0 });

    const history = value<TChatThread>(await call(t, chatHistory, undefined, v.opts));
    expect(history.conversation).toMatchObject({ status: 'open', agentName: 'Sol Support', unread: 1 });
    expect(history.messages.map((m) => [m.author, m.event ?? m.text])).toEqual([
      ['visitor', 'Hindi pumasok ang deposito ko'],
      ['system', 'assigned'],
      ['staff', 'Titingnan ko po ngayon.'],
    ]);
    expect(value<{ unread: number }>(await call(t, chatRead, { upTo: answer.id }, v.opts)).unread).toBe(0);

    // The visitor writes again: the agent's unread count rises, and reading clears it.
    const again = value<TChatMessage>(await call(t, chatSend, { clientKey: clientKey(), text: 'Salamat po' }, v.opts));
    expect(rowOf(await queue(support, 'mine'), v.id)?.unread).toBe(1);
    expect(value<TStaffChatRow>(await call(t, staffChatRead, { id: v.id, upTo: again.id }, { token: support })).unread).toBe(0);
  });

  it('makes one message of a retried send, and refuses empty, unsafe or oversized text unchanged', async () => {
    const v = await visitor();
    const key = clientKey();
    const [first, second] = await Promise.all([
      call(t, chatSend, { clientKey: key, text: 'once' }, v.opts),
      call(t, chatSend, { clientKey: key, text: 'once' }, v.opts),
    ]);
    expect(value<TChatMessage>(first).id).toBe(value<TChatMessage>(second).id);
    for (const bad of [{ clientKey: clientKey(), text: '   ' }, { clientKey: clientKey(), text: 'a\u0000b' }, { clientKey: clientKey(), text: 'x'.repeat(1001) }, { clientKey: 'short', text: 'hi' }, { clientKey: clientKey(), text: 12 }]) {
      const res = await call(t, chatSend, bad, v.opts);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const history = value<TChatThread>(await call(t, chatHistory, undefined, v.opts));
    expect(history.messages.map((m) => m.text)).toEqual(['once']);
    expect(rowOf(await queue(support, 'waiting'), v.id)?.unread).toBe(1);
  });

  it('knows a visitor only by their token: none or a wrong one has no conversation', async () => {
    expect(value<TChatThread>(await call(t, chatHistory, undefined, { ip: freshIp() })).conversation).toBeNull();
    const wrong = { ip: freshIp(), headers: { [CHAT_TOKEN_HEADER]: 'x'.repeat(43) } };
    expect(value<TChatThread>(await call(t, chatHistory, undefined, wrong)).conversation).toBeNull();
    const res = await call(t, chatSend, { clientKey: clientKey(), text: 'hello' }, wrong);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe('chat_not_found');
  });

  it('keeps images with their conversation: its visitor and the agents see them, another visitor does not', async () => {
    const v = await visitor();
    const other = await visitor('Ben');
    const sent = value<TChatMessage>(await call(t, chatSend, { clientKey: clientKey(), text: '', image: pngUpload(256) }, v.opts));
    expect(sent.imageId).toEqual(expect.any(Number));
    const own = value<{ dataUrl: string }>(await call(t, chatImage, undefined, { ...v.opts, query: `id=${sent.imageId}` }));
    expect(own.dataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((await call(t, chatImage, undefined, { ...other.opts, query: `id=${sent.imageId}` })).statusCode).toBe(404);
    expect(value<{ dataUrl: string }>(await call(t, staffChatImage, undefined, { token: support, query: `id=${sent.imageId}` })).dataUrl).toBe(own.dataUrl);
    expect(rowOf(await queue(support, 'waiting'), v.id)?.preview).toBe('[image]');
    // A text file called an image is refused.
    const fake = { name: 'x.png', mime: 'image/png', data: Buffer.from('not a png at all').toString('base64') };
    expect((await call(t, chatSend, { clientKey: clientKey(), image: fake }, v.opts)).statusCode).toBe(400);
  });

  it('closes: the visitor cannot write into a closed conversation, and starting again opens a new one', async () => {
    const v = await visitor();
    value(await call(t, chatSend, { clientKey: clientKey(), text: 'Question' }, v.opts));
    const closed = value<TStaffChatRow>(await call(t, staffChatClose, { id: v.id }, { token: support }));
    expect(closed.status).toBe('closed');
    const refused = await call(t, chatSend, { clientKey: clientKey(), text: 'One more' }, v.opts);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).code).toBe('chat_closed');
    const history = value<TChatThread>(await call(t, chatHistory, undefined, v.opts));
    expect(history.messages.at(-1)).toMatchObject({ author: 'system', event: 'closed' });

    const again = value<TChatStarted>(await call(t, chatStart, { language: 'EN' }, v.opts));
    expect(again.conversation!.id).not.toBe(v.id);
    expect(again.token).not.toBeNull();
    // A visitor may end it too.
    const w = await visitor();
    expect(value<TChatThread>(await call(t, chatClose, undefined, w.opts)).conversation?.status).toBe('closed');
  });
});

describe('members', () => {
  it('have one conversation on every device, found by their session', async () => {
    const m = await loggedInMember(t);
    const first = value<TChatStarted>(await call(t, chatStart, { language: 'EN' }, { token: m.token }));
    expect(first.token).toBeNull();
    const second = value<TChatStarted>(await call(t, chatStart, { language: 'EN' }, { token: m.token }));
    expect(second.conversation!.id).toBe(first.conversation!.id);
    value(await call(t, chatSend, { clientKey: clientKey(), text: 'Where is my withdrawal?' }, { token: m.token }));
    expect(rowOf(await queue(support, 'waiting'), first.conversation!.id)?.member).toEqual({ id: m.id, username: m.account });
    // A session that ended is a 401 like any member call, not a visitor.
    expect((await call(t, chatHistory, undefined, { token: 'y'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('assignment between agents', () => {
  it('lets an agent hand over their conversation; taking another agent\'s needs support.manage; every change audited', async () => {
    const v = await visitor();
    value(await call(t, staffChatAssign, { id: v.id }, { token: support }));
    const agents = value<{ id: number; name: string }[]>(await call(t, staffChatAgents, undefined, { token: support }));
    const names = agents.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Sol Support', 'Ada Admin']));
    expect(names).not.toContain('Fe Finance');
    const financeId = (await t.database.db.query.staffUsers.findFirst({ where: (s, { eq }) => eq(s.username, 'finance01') }))!.id;
    // finance01 does not answer the chat.
    expect((await call(t, staffChatAssign, { id: v.id, staffId: financeId }, { token: support })).statusCode).toBe(400);

    const adminId = agents.find((a) => a.name === 'Ada Admin')!.id;
    const handed = value<TStaffChatRow>(await call(t, staffChatAssign, { id: v.id, staffId: adminId }, { token: support }));
    expect(handed.assignee?.id).toBe(adminId);
    // Now it is the admin's: support can no longer write in it or take it back.
    const write = await call(t, staffChatSend, { id: v.id, clientKey: clientKey(), text: 'hi' }, { token: support });
    expect(write.statusCode).toBe(409);
    expect(envelope(write).code).toBe('chat_assigned_elsewhere');
    expect((await call(t, staffChatAssign, { id: v.id }, { token: support })).statusCode).toBe(409);
    // The admin (support.manage) gives it back.
    const supportId = agents.find((a) => a.name === 'Sol Support')!.id;
    value(await call(t, staffChatAssign, { id: v.id, staffId: supportId }, { token: admin }));

    const audit = value<{ list: { action: string; before: { assignedStaffId: number | null }; after: { assignedStaffId: number } }[] }>(
      await call(t, staffAudit, undefined, { token: admin, query: `entity=chat_conversation&entityId=${v.id}` }),
    );
    expect(audit.list.map((a) => [a.action, a.before.assignedStaffId, a.after.assignedStaffId])).toEqual([
      ['chat.assign', adminId, supportId],
      ['chat.assign', supportId, adminId],
      ['chat.assign', null, supportId],
    ]);
    const thread = value<{ messages: TChatMessage[] }>(await call(t, staffChatThread, undefined, { token: admin, query: `id=${v.id}` }));
    expect(thread.messages.filter((m) => m.event === 'assigned').map((m) => m.text)).toEqual(['Sol Support', 'Ada Admin', 'Sol Support']);
  });

  it('leaves a conversation two agents take at once with one of them', async () => {
    const v = await visitor();
    const results = await Promise.all([call(t, staffChatAssign, { id: v.id }, { token: support }), call(t, staffChatAssign, { id: v.id }, { token: admin })]);
    const codes = results.map((r) => r.statusCode).sort();
    // The admin may take it from support afterwards, so both can succeed in turn; never neither.
    expect(codes[0]).toBe(200);
    const holder = value<{ conversation: TStaffChatRow }>(await call(t, staffChatThread, undefined, { token: admin, query: `id=${v.id}` })).conversation.assignee;
    const assigned = value<{ messages: TChatMessage[] }>(await call(t, staffChatThread, undefined, { token: admin, query: `id=${v.id}` })).messages.filter((m) => m.event === 'assigned');
    expect(assigned.at(-1)?.text).toBe(holder?.name);
  });
});

describe('canned replies', () => {
  it('are written by support.manage only, read by every agent, audited', async () => {
    expect((await call(t, staffSaveCannedReply, { language: 'EN', title: 'Hi', text: 'Hello!' }, { token: support })).statusCode).toBe(403);
    const saved = value<{ id: number; title: string }>(await call(t, staffSaveCannedReply, { language: 'EN', title: 'Greeting', text: 'Hello, how can I help?' }, { token: admin }));
    const changed = value<{ id: number; text: string }>(await call(t, staffSaveCannedReply, { id: saved.id, language: 'EN', title: 'Greeting', text: 'Hello! How may I help you today?' }, { token: admin }));
    expect(changed).toMatchObject({ id: saved.id, text: 'Hello! How may I help you today?' });
    const list = value<{ id: number; text: string }[]>(await call(t, staffCannedReplies, undefined, { token: support }));
    expect(list.find((c) => c.id === saved.id)?.text).toBe('Hello! How may I help you today?');
    expect((await call(t, staffSaveCannedReply, { language: 'EN', title: '', text: 'x' }, { token: admin })).statusCode).toBe(400);
    expect((await call(t, staffSaveCannedReply, { id: 999_999, language: 'EN', title: 'x', text: 'x' }, { token: admin })).statusCode).toBe(404);
    value(await call(t, staffDeleteCannedReply, { id: saved.id }, { token: admin }));
    const audit = value<{ list: { action: string }[] }>(await call(t, staffAudit, undefined, { token: admin, query: `entity=chat_canned_reply&entityId=${saved.id}` }));
    expect(audit.list.map((a) => a.action)).toEqual(['chat.canned.delete', 'chat.canned.update', 'chat.canned.create']);
  });

  it('refuses the chat to staff without support.chat', async () => {
    expect((await call(t, staffChatQueue, undefined, { token: finance })).statusCode).toBe(403);
  });
});

/** A chat socket client that keeps its frames. */
async function chatSocket(url: string, auth: { token: string; visitor?: boolean }) {
  const socket = new WebSocket(url, { headers: { host: t.host } });
  sockets.push(socket);
  const frames: TChatFrame[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as TChatFrame);
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', ...auth }));
  const until = async (test: (f: TChatFrame) => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    while (!frames.some(test)) {
      if (Date.now() > deadline) throw new Error(`${what}: not received (got ${JSON.stringify(frames)})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return frames.find(test)!;
  };
  await until((f) => f.type === 'ready' || f.type === 'error', 'ready');
  return { socket, frames, until, closed };
}

describe('over the sockets, across two server processes', () => {
  it('brings the visitor\'s message to the agent and the answer back at once', async () => {
    const urlA = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')}`;
    const urlB = `${(await b.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws')}`;
    const v = await visitor();
    // The visitor's page listens on process B, the agent's console on process A.
    const site = await chatSocket(`${urlB}${CHAT_SOCKET_PATH}`, { token: v.opts.headers![CHAT_TOKEN_HEADER]!, visitor: true });
    const console = await chatSocket(`${urlA}${STAFF_CHAT_SOCKET_PATH}`, { token: support });
    expect(site.frames[0]).toEqual({ type: 'ready' });
    expect(console.frames[0]).toEqual({ type: 'ready' });

    const sent = value<TChatMessage>(await call(t, chatSend, { clientKey: clientKey(), text: 'Anybody there?' }, v.opts));
    const arrived = await console.until((f) => f.type === 'message' && f.message.id === sent.id, 'the visitor message on the console');
    expect(arrived).toMatchObject({ conversationId: v.id, message: { text: 'Anybody there?' } });

    const answer = value<TChatMessage>(await call(t, staffChatSend, { id: v.id, clientKey: clientKey(), text: 'Yes, I am here.' }, { token: support }));
    await site.until((f) => f.type === 'message' && f.message.id === answer.id, 'the answer on the site');

    // A member's socket follows their conversation by their session.
    const m = await loggedInMember(t);
    const memberSocket = await chatSocket(`${urlB}${CHAT_SOCKET_PATH}`, { token: m.token });
    expect(memberSocket.frames[0]).toEqual({ type: 'ready' });
    const started = value<TChatStarted>(await call(t, chatStart, { language: 'EN' }, { token: m.token }));
    await memberSocket.until((f) => f.type === 'conversation' && f.conversationId === started.conversation!.id, 'the new conversation');
  });

  it('refuses a socket without a valid token, and a staff token without support.chat', async () => {
    const url = `${(await b.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(b.server.address() as { port: number }).port}`)).replace(/^http/, 'ws')}`;
    const bad = await chatSocket(`${url}${CHAT_SOCKET_PATH}`, { token: 'z'.repeat(43), visitor: true });
    expect(bad.frames[0]).toEqual({ type: 'error', code: 'chat_not_found' });
    expect(await bad.closed).toBe(4401);
    const noPermission = await chatSocket(`${url}${STAFF_CHAT_SOCKET_PATH}`, { token: finance });
    expect(noPermission.frames[0]).toEqual({ type: 'error', code: 'forbidden' });
    expect(await noPermission.closed).toBe(4401);
  });
});
