/**
 * One Lighthouse run (mobile preset) on one address, with what to fix first:
 * the LCP element and its phases, the layout shifts, the scripts' boot-up
 * time and the accessibility audits that failed. For looking, not figures
 * (bench/web/run.ts measures).
 *
 *   npx tsx bench/web/diagnose.ts http://127.0.0.1:3000/
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
const lhr = r!.lhr;
console.log('perf', lhr.categories.performance!.score, 'a11y', lhr.categories.accessibility!.score);
if (lhr.runtimeError) console.log('runtime error', lhr.runtimeError.code, lhr.runtimeError.message);
for (const id of ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint']) console.log(id, lhr.audits[id]!.displayValue);
const j = (id: string) => JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 2500);
console.log('LCP element', j('largest-contentful-paint-element'));
console.log('layout shifts', j('layout-shifts'));
console.log('mainthread', j('mainthread-work-breakdown').slice(0, 800));
const observed = (lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
console.log('observed (unthrottled) ms', JSON.stringify({ fcp: observed?.observedFirstContentfulPaint, lcp: observed?.observedLargestContentfulPaint, load: observed?.observedLoad }));
const longTasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
console.log('long tasks [script, start ms, ms]', JSON.stringify(longTasks.map((t) => [t.url?.replace(/^https?:\/\/[^/]+/, ''), Math.round(t.startTime), Math.round(t.duration)])));
console.log('bootup', JSON.stringify(((lhr.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)?.items ?? []).slice(0, 8).map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)])));
for (const [id, a] of Object.entries(lhr.audits)) if (a.score !== null && a.score < 1 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === id)) console.log('a11y miss', id, JSON.stringify(((a.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector)));
await chrome.kill();
