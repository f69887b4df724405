import type { TWhitelabelNode } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { listWhitelabelFlags } from './brand.repository';
import { presentWhitelabelTree } from './whitelabel-tree';

/** The flags that are on for a brand, a child counting as off when its module is off (as the client sees them). */
export async function loadEnabledFlags(db: DrizzleDb, merchantId: number): Promise<Set<string>> {
  return enabledFlagsOf(presentWhitelabelTree(await listWhitelabelFlags(db, merchantId)));
}

export function enabledFlagsOf(tree: TWhitelabelNode[]): Set<string> {
  const on = new Set<string>();
  const walk = (nodes: TWhitelabelNode[]) => {
    for (const n of nodes) {
      if (n.enabled === '1') on.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(tree);
  return on;
}
