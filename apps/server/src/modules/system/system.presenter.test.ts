import { PATTERNS, REGISTER_FIELDS, WhitelabelFlag, type TWhitelabelNode } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { WHITELABEL_MODULES } from '../brand';
import type { RegisterFieldRow } from './system.repository';
import { presentWhitelabelTree, type WhitelabelFlagRow } from '../brand';
import { presentRegisterSetting } from './system.presenter';

const flatten = (nodes: TWhitelabelNode[]): TWhitelabelNode[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

describe('whitelabel modules', () => {
  it('file every flag of the contracts under exactly one module', () => {
    const filed = Object.values(WHITELABEL_MODULES).flat();
    expect(new Set(filed).size).toBe(filed.length);
    expect([...filed].sort()).toEqual(Object.values(WhitelabelFlag).sort());
  });
});

describe('presentWhitelabelTree', () => {
  const row = (modId: string, parentModId: string | null, enabled: boolean): WhitelabelFlagRow => ({
    merchantId: 1,
    modId,
    parentModId,
    enabled,
    sort: 0,
  });

  it('builds the tree and switches children of a disabled module off', () => {
    const tree = presentWhitelabelTree([
      row('AGENT3', null, false),
      row('AGENTCENTER3', 'AGENT3', true),
      row('REGISTER3', null, true),
      row('DIRECTREG3', 'REGISTER3', true),
      row('FREEPLAY3', 'REGISTER3', false),
    ]);
    expect(tree).toEqual([
      { modId: 'AGENT3', enabled: '0', childrenNodes: [{ modId: 'AGENTCENTER3', enabled: '0', childrenNodes: [] }] },
      {
        modId: 'REGISTER3',
        enabled: '1',
        childrenNodes: [
          { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
        ],
      },
    ]);
    expect(flatten(tree)).toHaveLength(5);
  });
});

describe('presentRegisterSetting', () => {
  it('answers every field and sends the pattern source with its id', () => {
    const rows: RegisterFieldRow[] = [
      { merchantId: 1, field: 'username', enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 2 },
      { merchantId: 1, field: 'email', enabled: true, required: false, minLength: null, maxLength: null, patternId: 999 },
    ];
    const setting = presentRegisterSetting(rows);
    expect(Object.keys(setting).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(setting.username).toEqual({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      patternId: 2,
      acceptedPattern: PATTERNS[2].source,
    });
    // An unknown pattern id is dropped rather than sent with no expression.
    expect(setting.email).toEqual({ enabled: true, required: false });
    expect(setting.wechat).toEqual({ enabled: false, required: false });
  });
});
