import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What a server process says it runs: APP_VERSION when the deployment sets it
 * (a release tag or a commit), else the server package's version with the
 * commit of the checkout it runs from, when there is one.
 */
export function appVersion(env: NodeJS.ProcessEnv = process.env, start = process.cwd()): string {
  if (env.APP_VERSION?.trim()) return env.APP_VERSION.trim().slice(0, 64);
  const pkg = findUp(start, 'apps/server/package.json') ?? findUp(start, 'package.json');
  const version = pkg ? ((JSON.parse(readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0') : '0.0.0';
  const commit = gitCommit(start);
  return commit ? `${version}+${commit}` : version;
}

function findUp(from: string, file: string): string | null {
  let dir = from;
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, file);
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      const parent = dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  }
  return null;
}

/** The short commit of the checkout (a `.git` directory up the tree), read from its files; null outside one. */
function gitCommit(from: string): string | null {
  const head = findUp(from, '.git/HEAD');
  if (!head) return null;
  try {
    const ref = readFileSync(head, 'utf8').trim();
    if (!ref.startsWith('ref: ')) return ref.slice(0, 10);
    const gitDir = dirname(head);
    try {
      return readFileSync(join(gitDir, ref.slice(5)), 'utf8').trim().slice(0, 10);
    } catch {
      const packed = readFileSync(join(gitDir, 'packed-refs'), 'utf8');
      const line = packed.split('\n').find((l) => l.endsWith(` ${ref.slice(5)}`));
      return line ? line.slice(0, 10) : null;
    }
  } catch {
    return null;
  }
}
