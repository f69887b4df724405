import type { TWhitelabelNode } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { isFlagOn } from './whitelabel';

const node = (modId: string, enabled: '0' | '1', childrenNodes: TWhitelabelNode[] = []): TWhitelabelNode => ({ modId, enabled, childrenNodes });

describe('isFlagOn', () => {
  const tree = [
    node('REGISTER3', '1', [node('DIRECTREG3', '1'), node('MOBILENUMREG3', '0')]),
    node('MEMBER3', '0', [node('TRANSREC3', '1')]),
    node('AGENTPOLICY3', '1'),
  ];

  it('finds an enabled module at any depth', () => {
    expect(isFlagOn(tree, 'AGENTPOLICY3')).toBe(true);
    expect(isFlagOn(tree, 'DIRECTREG3')).toBe(true);
  });

  it('is off when the module is disabled', () => {
    expect(isFlagOn(tree, 'MOBILENUMREG3')).toBe(false);
  });

  it('is off when a parent module is disabled', () => {
    expect(isFlagOn(tree, 'TRANSREC3')).toBe(false);
    expect(isFlagOn(tree, 'MEMBER3')).toBe(false);
  });

  it('is off when the module is absent or the tree empty', () => {
    expect(isFlagOn(tree, 'FREEPLAY3')).toBe(false);
    expect(isFlagOn([], 'DIRECTREG3')).toBe(false);
  });
});
