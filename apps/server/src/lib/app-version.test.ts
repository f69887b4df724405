import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appVersion } from './app-version';

describe('appVersion', () => {
  it('says APP_VERSION when the deployment sets it', () => {
    expect(appVersion({ APP_VERSION: ' v1.4.2 ' })).toBe('v1.4.2');
  });

  it("is the package's version with the checkout's commit otherwise", () => {
    const root = mkdtempSync(join(tmpdir(), 'wps-version-'));
    mkdirSync(join(root, 'apps/server'), { recursive: true });
    mkdirSync(join(root, '.git/refs/heads'), { recursive: true });
    writeFileSync(join(root, 'apps/server/package.json'), JSON.stringify({ version: '2.3.4' }));
    writeFileSync(join(root, '.git/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(join(root, '.git/refs/heads/main'), '0123456789abcdef0123456789abcdef01234567\n');
    expect(appVersion({}, join(root, 'apps/server'))).toBe('2.3.4+0123456789');
    // Packed refs, as a fresh clone keeps them.
    const packedRoot = mkdtempSync(join(tmpdir(), 'wps-version-'));
    mkdirSync(join(packedRoot, '.git'), { recursive: true });
    writeFileSync(join(packedRoot, 'package.json'), JSON.stringify({ version: '1.0.0' }));
    writeFileSync(join(packedRoot, '.git/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(join(packedRoot, '.git/packed-refs'), '# pack-refs\nfedcba9876543210fedcba9876543210fedcba98 refs/heads/main\n');
    expect(appVersion({}, packedRoot)).toBe('1.0.0+fedcba9876');
  });
});
