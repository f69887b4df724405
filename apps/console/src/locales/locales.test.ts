import { BUILTIN_STAFF_ROLES } from '@wps/contracts/staff';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n';
import en from './en.json';
import ty from './ty.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
};

const EN = flatten(en as Tree);
const TY = flatten(ty as Tree);

// Every source file of the console, read as text at test time.
const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const KEY_PATTERNS = [/\bt\(\s*'([^'\n]+)'/g, /\bt\(\s*"([^"\n]+)"/g, /\blabelKey: '([^'\n]+)'/g];

/** Keys built at run time from a known set (template literals the scan cannot see); the sidebar's are checked in app/nav.test.ts. */
const dynamicKeys = [
  ...BUILTIN_STAFF_ROLES.map((r) => `role.${r}`),
  ...LANGUAGES.map((l) => `shell.language_${l.code}`),
  ...['too_small', 'too_big', 'invalid_type', 'invalid_format', 'invalid_value', 'not_multiple_of', 'other'].map((c) => `form.error_${c}`),
  'error.unknown',
  'error.network_error',
];

/** TY strings that read exactly like their EN string, each reviewed: names and words Filipino staff use as they are. */
const SAME_AS_EN_ALLOWED: Record<string, string> = {
  'nav.dashboard': '"Dashboard": the word Philippine back-office software uses as is',
  'dashboard.title': '"Dashboard": as the menu names it',
  'shell.language_ty': '"Tagalog": the language\'s own name',
  'auth.username': '"Username": the word Filipino sign-in forms use (the players screen says "Pangalan ng user")',
  'auth.password': '"Password": the word Filipino sign-in forms use',
  'finance.channel': '"Channel": a payment channel, as Philippine e-wallets and banks name it',
  'finance.kind_gateway': '"gateway": the payment gateway, a technical name',
  'settings.maintenance': '"Maintenance": the word Philippine sites and apps show when they are down for work',
  'finance.order': '"Order": the order number\'s word on Philippine payment slips',
  'content.cs_FACEBOOK': '"Facebook": a brand name',
  'content.cs_TELEGRAM': '"Telegram": a brand name',
  'content.resource_INSTAGRAM': '"Instagram": a brand name',
};

describe('console locales', () => {
  it('has the same keys in English and Tagalog', () => {
    expect([...TY.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...EN, ...TY]) expect(text.trim(), key).not.toBe('');
  });

  it('translates every Tagalog text, but the reviewed few', () => {
    const onlyVariables = (s: string) => s.replace(/\{\{\w+\}\}/g, '').replace(/[\s\d–—/.,:()-]/g, '') === '';
    const same = [...EN].filter(([key, text]) => TY.get(key) === text && !onlyVariables(text)).map(([key]) => key);
    expect(same.sort()).toEqual(Object.keys(SAME_AS_EN_ALLOWED).sort());
  });

  it('uses the same variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of EN) expect(vars(TY.get(key) ?? ''), key).toEqual(vars(text));
  });

  it('has a text for every key the code uses', () => {
    const used = new Set(dynamicKeys);
    for (const text of Object.values(sources)) for (const pattern of KEY_PATTERNS) for (const m of text.matchAll(pattern)) used.add(m[1]!);
    const missing = [...used].filter((key) => !EN.has(key));
    expect(missing).toEqual([]);
  });
});
