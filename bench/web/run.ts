/**
 * Web speed (issue 12 item 7): Lighthouse (the npm package, Debian's
 * Chromium) on the home page and /rng, mobile and desktop, three runs each,
 * against the app as `npm start` runs it (its own process, the embedded
 * database with the demo content). Prints the medians, the JS a first visit
 * loads before interaction (gzip, from the build) and the bytes of scripts
 * and styles each page transferred; a bare static page served by Fastify in
 * its own process is measured in the same run as the reference.
 *
 *   npm run bench:web                 (builds first; BENCH_SKIP_BUILD=1 to use the build as it is)
 *   BENCH_RUNS=1 npm run bench:web    (a quick look)
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { criticalJs } from '../../apps/web/build/js-budget';
import { printTable } from '../lib/pg';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'home', path: '/' },
  { name: '/rng', path: '/rng?vassalage=WPS' },
] as const;
const FORMS = ['mobile', 'desktop'] as const;

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  scriptBytes: number;
  styleBytes: number;
  requests: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function waitReady(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 120 s`)), 120_000);
    child.on('message', (m: { type?: string; url?: string }) => {
      if (m.type === 'ready' && m.url) {
        clearTimeout(timer);
        resolve(m.url);
      }
    });
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

async function waitHttp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building (npm run build) ...');
    execSync('npm run build', { cwd: root, stdio: 'ignore' });
  }
  const critical = await criticalJs(join(root, 'apps/web/dist'));

  // The app as npm start runs it, on a port of its own, with a fresh embedded database (demo content seeded).
  const dataDir = mkdtempSync(join(tmpdir(), 'wps-bench-web-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const app = fork(join(root, 'apps/server/dist/main.js'), [], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const reference = fork(join(here, 'reference.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const base = `http://127.0.0.1:${port}`;
    const referenceUrl = await waitReady(reference, 'the reference server');
    await waitHttp(`${base}/`);
    console.log(`app on ${base} (data ${dataDir}), reference on ${referenceUrl}; ${RUNS} Lighthouse runs per page and form factor`);

    /** One Lighthouse run, or null when Lighthouse could not measure the page (its runtime error is printed). */
    const measure = async (url: string, form: (typeof FORMS)[number]): Promise<Run | null> => {
      const config = (form === 'desktop' ? desktopConfig : undefined) as Config | undefined;
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        console.log(`  (a run of ${url} ${form} failed: ${lhr.runtimeError.code}; run again)`);
        return null;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
      const bytesOf = (type: string) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        scriptBytes: bytesOf('Script'),
        styleBytes: bytesOf('Stylesheet'),
        requests: items.length,
      };
    };

    const rows: { page: string; form: string; runs: Run[] }[] = [];
    for (const form of FORMS) {
      // Warm the server's caches once per form factor (not measured).
      await measure(`${base}/`, form);
      for (const target of [...PAGES.map((p) => ({ name: p.name, url: `${base}${p.path}` })), { name: 'reference (bare page)', url: referenceUrl }]) {
        const runs: Run[] = [];
        // A failed run is run again (at most RUNS more times): medians are of runs that measured.
        for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
          const run = await measure(target.url, form);
          if (run) runs.push(run);
        }
        rows.push({ page: target.name, form, runs });
        const m = (k: keyof Run) => median(runs.map((r) => r[k]));
        console.log(`  ${target.name} ${form}: performance ${m('performance')}, LCP ${Math.round(m('lcp'))} ms, TBT ${Math.round(m('tbt'))} ms`);
      }
    }

    console.log(`\nmedians of ${RUNS} runs (Lighthouse ${lighthouseVersion()}, Chromium ${chromiumVersion()})\n`);
    printTable(
      ['page', 'form', 'performance', 'accessibility', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'speed index ms', 'JS transferred kB', 'CSS transferred kB', 'requests'],
      rows.map(({ page, form, runs }) => {
        const m = (k: keyof Run) => median(runs.map((r) => r[k]));
        return [
          page,
          form,
          String(m('performance')),
          String(m('accessibility')),
          String(Math.round(m('lcp'))),
          String(Math.round(m('fcp'))),
          String(Math.round(m('tbt'))),
          m('cls').toFixed(3),
          String(Math.round(m('si'))),
          (m('scriptBytes') / 1024).toFixed(1),
          (m('styleBytes') / 1024).toFixed(1),
          String(m('requests')),
        ];
      }),
    );
    console.log(`\nJS before interaction (index.html's script and the app it starts, with their imports), gzip: ${(critical.gzip / 1024).toFixed(1)} kB in ${critical.files.length} files`);
    writeFileSync(join(here, 'results.json'), `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, criticalJsGzip: critical.gzip, rows }, null, 2)}\n`);
    console.log('wrote bench/web/results.json');
  } finally {
    await chrome.kill();
    app.kill('SIGTERM');
    if (reference.connected) reference.disconnect();
    reference.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(execSync('npm ls lighthouse --json', { cwd: root, encoding: 'utf8' })) as { dependencies?: { lighthouse?: { version?: string } } }).dependencies?.lighthouse?.version ?? '?';
  } catch {
    return '?';
  }
}
function chromiumVersion(): string {
  try {
    return execSync(`${CHROMIUM} --version`, { encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
