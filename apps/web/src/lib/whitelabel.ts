import type { TWhitelabelNode } from '@wps/contracts/player';

/**
 * Whether a whitelabel module is switched on anywhere in the brand's flag
 * tree (SPEC.md §3: modules with modId, enabled '1', childrenNodes). A child
 * counts only when every ancestor is on too: switching a parent module off
 * switches off what it contains.
 */
export const isFlagOn = (tree: readonly TWhitelabelNode[], modId: string): boolean => {
  for (const node of tree) {
    if (node.enabled !== '1') continue;
    if (node.modId === modId) return true;
    if (node.childrenNodes.length > 0 && isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
};
