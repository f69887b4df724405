import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names that build zod schemas in the contracts: `z` itself, every
 * `Z…` schema (and `Z…(max)` factory) and the helpers that wrap one. zod
 * builds a schema with plain calls, which a bundler must assume have side
 * effects; declared pure, a schema the browser never runs is dropped with
 * its module's other unused exports, and zod with the last of them. The
 * contracts' area split (`@wps/contracts/player`) decides what a browser
 * may import; this decides what of it stays in a chunk.
 */
export function schemaBuilders(contractsDir: string): string[] {
  const names = new Set(['z', 'pageOf', 'envelopeOf']);
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/\bconst (Z[A-Z]\w*)\s*=/g)) names.add(m[1]!);
        // Local factories: `const optionalText = (max = 255) => ZTrimmed(max).optional();`
        for (const m of text.matchAll(/\bconst ([a-z]\w*)\s*=\s*\([^)]*\)\s*=>\s*(?:z|Z[A-Z]\w*)\b/g)) names.add(m[1]!);
      }
    }
  };
  visit(contractsDir);
  return [...names].sort();
}
