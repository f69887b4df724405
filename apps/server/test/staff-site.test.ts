/**
 * The site's own content from the console (issue 13 part 6): help topics
 * (sanitized, an anchor unique per language, only the brand's languages),
 * customer-service entries (a LIVECHAT link sends players to an outside chat
 * instead of ours) and resources; each write audited and seen by the player
 * site on its next request; support reads, content writes.
 */
import {
  getHelpCenter,
  getPermission,
  staffAudit,
  staffDeleteCustomerService,
  staffDeleteHelpTopic,
  staffDeleteResource,
  staffSaveCustomerService,
  staffSaveHelpTopic,
  staffSaveResource,
  staffSiteContent,
  type TSiteContent,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import { createWalletApp, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let editor: string;
let support: string;
let admin: string;
beforeAll(async () => {
  t = await createWalletApp();
  [editor, support, admin] = await Promise.all([staffToken(t, 'content01'), staffToken(t, 'support01'), staffToken(t, 'admin01')]);
});
afterAll(async () => t.close());

const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const site = async () => value<TSiteContent>(await call(t, staffSiteContent, undefined, { token: support }));
type Permission = { info: { customerService: { csType: string; links: { url: string }[] }[]; resources?: { resourceType: string; url: string }[] } };
const permission = async () => value<Permission>(await call(t, getPermission));
const audit = async (entity: string, id: number) =>
  value<{ list: { action: string; before: unknown; after: unknown; reason: string | null }[] }>(await call(t, staffAudit, undefined, { token: admin, query: `entity=${entity}&entityId=${id}` })).list;

describe('help topics', () => {
  it('are written sanitized, shown in the help center of their language, changed and removed, each audited', async () => {
    const topic = value<{ id: number; content: string }>(
      await call(
        t,
        staffSaveHelpTopic,
        { language: 'EN', anchor: 'deposits-faq', title: 'Deposits', content: '<p>Allow <b>5 minutes</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>', sort: 1, reason: 'new FAQ' },
        { token: editor },
      ),
    );
    expect(topic.content).not.toMatch(/script|onerror/);
    expect(topic.content).toContain('<b>5 minutes</b>');
    const help = value<{ anchor: string; content: string }[]>(await call(t, getHelpCenter, undefined, { query: 'lang=EN&device=WEB' }));
    expect(help.find((h) => h.anchor === 'deposits-faq')?.content).toBe(topic.content);

    // The same anchor in the same language is another topic's.
    const twice = await call(t, staffSaveHelpTopic, { language: 'EN', anchor: 'deposits-faq', title: 'Again', content: '<p>x</p>' }, { token: editor });
    expect(twice.statusCode).toBe(409);
    // A language the brand does not offer, an anchor with spaces, nothing left after sanitizing: refused.
    for (const bad of [
      { language: 'JA', anchor: 'x', title: 'x', content: '<p>x</p>' },
      { language: 'EN', anchor: 'has space', title: 'x', content: '<p>x</p>' },
      { language: 'EN', anchor: 'empty', title: 'x', content: '<script>alert(1)</script>' },
      { language: 'EN', anchor: 'nul', title: 'a\u0000b', content: '<p>x</p>' },
    ]) {
      expect((await call(t, staffSaveHelpTopic, bad, { token: editor })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    value(await call(t, staffSaveHelpTopic, { id: topic.id, language: 'EN', anchor: 'deposits-faq', title: 'Deposits and fees', content: '<p>Allow 10 minutes.</p>', reason: 'longer' }, { token: editor }));
    expect((await site()).helpTopics.find((h) => h.id === topic.id)?.title).toBe('Deposits and fees');
    value(await call(t, staffDeleteHelpTopic, { id: topic.id, reason: 'merged' }, { token: editor }));
    expect((await site()).helpTopics.some((h) => h.id === topic.id)).toBe(false);
    expect((await audit('help_topic', topic.id)).map((a) => a.action)).toEqual(['help_topic.delete', 'help_topic.update', 'help_topic.create']);
  });
});

describe('customer-service entries', () => {
  it('a LIVECHAT entry with a link reaches the player site (our chat gives way to it); removing it brings ours back', async () => {
    const entry = value<{ id: number }>(
      await call(t, staffSaveCustomerService, { csType: 'LIVECHAT', title: 'Help desk', links: [{ label: 'Chat', url: 'https://help.example.com/chat' }], reason: 'our provider' }, { token: editor }),
    );
    const live = (await permission()).info.customerService.find((c) => c.csType === 'LIVECHAT');
    expect(live?.links[0]?.url).toBe('https://help.example.com/chat');
    for (const bad of [
      { csType: 'LIVECHAT', links: [{ label: 'Chat', url: 'javascript:alert(1)' }] },
      { csType: 'LIVECHAT', links: [] },
      { csType: 'WHATSAPP', links: [{ label: 'x', url: 'https://x.example' }] },
    ]) {
      expect((await call(t, staffSaveCustomerService, bad, { token: editor })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    value(await call(t, staffDeleteCustomerService, { id: entry.id, reason: 'back to our chat' }, { token: editor }));
    expect((await permission()).info.customerService.some((c) => c.csType === 'LIVECHAT')).toBe(false);
    expect((await audit('customer_service', entry.id)).map((a) => a.action)).toEqual(['customer_service.delete', 'customer_service.create']);
  });
});

describe('resources', () => {
  it('accept an outside address or a path of the site, and are refused to support', async () => {
    expect((await call(t, staffSaveResource, { resourceType: 'SOCIAL', url: 'https://facebook.com/luckypeso' }, { token: support })).statusCode).toBe(403);
    const social = value<{ id: number; url: string }>(await call(t, staffSaveResource, { resourceType: 'SOCIAL', url: 'https://facebook.com/luckypeso', labelNameEn: 'Facebook' }, { token: editor }));
    expect((await site()).resources.find((r) => r.id === social.id)).toMatchObject({ resourceType: 'SOCIAL', url: 'https://facebook.com/luckypeso', labelNameEn: 'Facebook' });
    const logo = value<{ id: number }>(await call(t, staffSaveResource, { resourceType: 'LOGO', url: '/brands/demo/logo.svg' }, { token: editor }));
    expect((await call(t, staffSaveResource, { resourceType: 'LOGO', url: 'ftp://x' }, { token: editor })).statusCode).toBe(400);
    expect((await call(t, staffSaveResource, { id: 999_999, resourceType: 'LOGO', url: '/x.svg' }, { token: editor })).statusCode).toBe(404);
    value(await call(t, staffDeleteResource, { id: logo.id }, { token: editor }));
    expect((await site()).resources.some((r) => r.id === logo.id)).toBe(false);
  });
});
