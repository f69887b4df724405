/**
 * Import cycles in the server and the contracts, type-only imports included
 * (ESLint's import-x/no-cycle skips those): builds the graph of relative
 * imports with TypeScript's own pre-processor and fails on any strongly
 * connected group of more than one file. Run by `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps/server/src', 'packages/contracts/src'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const all = ROOTS.flatMap((r) => files(join(ROOT, r)));
const graph = new Map<string, string[]>();
for (const file of all) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  graph.set(
    file,
    info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((f): f is string => f !== undefined && graph !== undefined),
  );
}

// Tarjan's strongly connected components.
let index = 0;
const stack: string[] = [];
const on = new Set<string>();
const idx = new Map<string, number>();
const low = new Map<string, number>();
const cycles: string[][] = [];
function visit(v: string): void {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (on.has(w)) {
      low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
  }
  if (low.get(v) === idx.get(v)) {
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      on.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group);
  }
}
for (const file of graph.keys()) if (!idx.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s), type-only imports included:`);
  for (const group of cycles) console.error(`  ${group.map((f) => relative(ROOT, f)).sort().join('\n  ↔ ')}\n`);
  process.exit(1);
}
console.log(`no import cycles in ${all.length} files (type-only imports included)`);
