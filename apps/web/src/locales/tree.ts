/**
 * The translations of one language: its shared file plus one file per
 * feature (`features/<feature>.<lang>.json`), so features added side by side
 * never edit the same file. A key may be defined once.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const merge = (target: LocaleTree, source: LocaleTree, path: string): LocaleTree => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string') {
      if (existing !== undefined) throw new Error(`translation key ${path}${key} is defined twice`);
      target[key] = value;
    } else {
      target[key] = merge(existing ?? {}, value, `${path}${key}.`);
    }
  }
  return target;
};

/** A language's tree from its files: a new object throughout (the files' own objects are never shared or changed). */
export const buildTree = (base: LocaleTree, features: Record<string, LocaleTree>): LocaleTree => {
  const tree = structuredClone(base);
  for (const [, content] of Object.entries(features).sort(([a], [b]) => a.localeCompare(b))) merge(tree, structuredClone(content), '');
  return tree;
};
