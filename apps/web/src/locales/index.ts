import en from './en.json';
import ty from './ty.json';

/**
 * The translations: the shared file per language plus one file per feature
 * (`features/<feature>.en.json`, `features/<feature>.ty.json`), so features
 * added side by side never edit the same file. A key may be defined once.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

const featureFiles = import.meta.glob<LocaleTree>('./features/*.json', { eager: true, import: 'default' });

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

const build = (base: LocaleTree, suffix: string): LocaleTree => {
  const tree = structuredClone(base);
  for (const [file, content] of Object.entries(featureFiles).sort(([a], [b]) => a.localeCompare(b))) {
    if (file.endsWith(suffix)) merge(tree, content, '');
  }
  return tree;
};

export const EN_TREE = build(en as LocaleTree, '.en.json');
export const TY_TREE = build(ty as LocaleTree, '.ty.json');
