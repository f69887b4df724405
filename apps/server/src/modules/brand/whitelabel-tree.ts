import type { TWhitelabelNode } from '@wps/contracts';
import type { WhitelabelFlagRow } from './brand.repository';

/**
 * Rows to the flag tree. A child of a module that is switched off is
 * presented off too, so the client can test any flag on its own.
 */
export function presentWhitelabelTree(rows: readonly WhitelabelFlagRow[]): TWhitelabelNode[] {
  const children = new Map<string | null, WhitelabelFlagRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentModId) ?? [];
    siblings.push(row);
    children.set(row.parentModId, siblings);
  }
  const build = (parent: string | null, parentOn: boolean): TWhitelabelNode[] =>
    (children.get(parent) ?? []).map((row) => {
      const on = parentOn && row.enabled;
      return { modId: row.modId, enabled: on ? '1' : '0', childrenNodes: build(row.modId, on) };
    });
  return build(null, true);
}
