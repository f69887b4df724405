import type { TWhitelabelNode } from '@wps/contracts';
import type { WhitelabelFlagRow } from './brand.repository';

/**
 * Rows to a flag tree, each node made by `node` from its row, whether players
 * get it (`active`: its switch and every module's above it) and its children.
 */
export function buildFlagTree<N>(
  rows: readonly Pick<WhitelabelFlagRow, 'modId' | 'parentModId' | 'enabled'>[],
  node: (row: Pick<WhitelabelFlagRow, 'modId' | 'enabled'>, active: boolean, children: N[]) => N,
): N[] {
  const children = new Map<string | null, Pick<WhitelabelFlagRow, 'modId' | 'parentModId' | 'enabled'>[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentModId) ?? [];
    siblings.push(row);
    children.set(row.parentModId, siblings);
  }
  const build = (parent: string | null, parentOn: boolean): N[] =>
    (children.get(parent) ?? []).map((row) => {
      const on = parentOn && row.enabled;
      return node(row, on, build(row.modId, on));
    });
  return build(null, true);
}

/**
 * Rows to the flag tree players get. A child of a module that is switched off
 * is presented off too, so the client can test any flag on its own.
 */
export const presentWhitelabelTree = (rows: readonly WhitelabelFlagRow[]): TWhitelabelNode[] =>
  buildFlagTree<TWhitelabelNode>(rows, (row, active, childrenNodes) => ({ modId: row.modId, enabled: active ? '1' : '0', childrenNodes }));
