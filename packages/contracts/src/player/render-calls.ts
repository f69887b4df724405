import type { Contract } from '../contract';
import * as contracts from './contracts';

/** Where `npm run calls -w @wps/contracts` writes the player's calls. */
export const CALLS_FILE = 'src/player/calls.ts';

export const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'value' in value;

/**
 * The text of player/calls.ts: each player contract as a `Call`, a plain
 * object literal (method, path, flags) typed by its contract. No zod at
 * runtime, and each one tree-shakes on its own.
 */
export function renderPlayerCalls(): string {
  const lines = [
    '// Generated from ./contracts by `npm run calls -w @wps/contracts`; do not edit.',
    '// Each player contract as a Call: what a browser needs to make it, without zod.',
    "import type { Call } from '../contract';",
    "import type * as contracts from './contracts';",
    '',
  ];
  for (const [name, contract] of Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isContract(contract)) continue;
    if (contract.staff) throw new Error(`${name} is a staff contract in the player area`);
    const fields = [`method: '${contract.method}'`, `path: '${contract.path}'`, `auth: ${contract.auth}`];
    if (contract.encrypted) fields.push('encrypted: true');
    if (contract.form) fields.push('form: true');
    lines.push(`export const ${name} = { ${fields.join(', ')} } as Call<typeof contracts.${name}>;`);
  }
  return `${lines.join('\n')}\n`;
}
