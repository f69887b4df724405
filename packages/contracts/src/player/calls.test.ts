import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from './contracts';
import * as calls from './calls';
import { isContract, renderPlayerCalls } from './render-calls';

describe('player calls', () => {
  it('are generated from the player contracts (run `npm run calls -w @wps/contracts` after a change)', () => {
    const file = readFileSync(fileURLToPath(new URL('./calls.ts', import.meta.url)), 'utf8');
    expect(file).toBe(renderPlayerCalls());
  });

  it('carry each contract’s method, path and flags, and no schema', () => {
    const all = Object.entries(contracts).flatMap(([name, c]) => (isContract(c) ? [[name, c] as const] : []));
    expect(all.length).toBeGreaterThan(50);
    for (const [name, contract] of all) {
      const call = (calls as Record<string, object>)[name];
      expect(call, name).toEqual({
        method: contract.method,
        path: contract.path,
        auth: contract.auth,
        ...(contract.encrypted ? { encrypted: true } : {}),
        ...(contract.form ? { form: true } : {}),
      });
    }
  });
});
