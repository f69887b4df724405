import { CS_TYPES, ErrorCode, PATTERN_IDS, REGISTER_FIELDS, VERIFY_METHODS, ZCategoryCode } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '@/lib/api-client';
import { EN_TREE, TY_TREE } from '@/testing/translations';

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

const EN = flatten(EN_TREE as Tree);
const TY = flatten(TY_TREE as Tree);

// Every source file of the app, read as text at test time. The studio's games (src/studio) are separate apps with their own dictionaries.
const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../studio/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const KEY_PATTERNS = [/\bt\(\s*'([^'\n]+)'/g, /\bt\(\s*"([^"\n]+)"/g, /\bi18nKey=\{?\s*["']([^"'\n]+)["']/g];

const usedKeys = (): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of KEY_PATTERNS) for (const m of text.matchAll(pattern)) keys.set(m[1] as string, file);
  }
  return keys;
};

/** Keys built at run time from a known set (template literals the scan cannot see). */
const dynamicKeys = [
  ...[...Object.values(ErrorCode), NETWORK_ERROR].map((c) => `error.${c}`),
  ...['missing', 'timeout', 'other'].map((r) => `chunk.reason_${r}`),
  ...ZCategoryCode.options.flatMap((c) => [`category.${c}`, `category_blurb.${c}`]),
  ...CS_TYPES.map((c) => `support.channel_${c}`),
  ...['ios', 'android', 'lite'].flatMap((a) => [`download.app_${a}`, `download.app_${a}_hint`]),
  ...PATTERN_IDS.map((id) => `reg_pattern_${id}`),
  ...REGISTER_FIELDS.map((f) => `register_field.${f}`),
  ...VERIFY_METHODS.map((m) => `auth.verify_method_${m}`),
  ...['weak', 'expired', 'first'].map((r) => `auth.forced_${r}`),
  ...['GENERAL', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'SUGGESTION'].map((q) => `feedback.type_${q}`),
  'preferences.switch_light',
  'preferences.switch_dark',
];

/**
 * The TY strings allowed to read exactly like their EN string, each reviewed: a brand or product name, a code or
 * abbreviation, or a word Filipino players use as is (Philippine apps and betting sites leave these untranslated).
 * Strings made only of interpolation variables, numbers and symbols (e.g. "{{min}} – {{max}}") are not counted.
 */
const SAME_AS_EN_ALLOWED: Record<string, string> = {
  'title.esports': '"E-Sports": the category name Filipino bettors use as is',
  'category.ESPORTS': '"E-Sports": the category name Filipino bettors use as is',
  'category.JL': '"JILI": a game provider (brand name)',
  'support.channel_FACEBOOK': '"Facebook": brand name',
  'support.channel_TELEGRAM': '"Telegram": brand name',
  'social.instagram': '"Instagram": brand name',
  'promotions.filter_vip': '"VIP": abbreviation',
  'form.email': '"Email": used as is in Filipino UI (GCash, Maya)',
  'security.email': '"Email": used as is in Filipino UI (GCash, Maya)',
  'register_field.email': '"Email": used as is in Filipino UI (GCash, Maya)',
  'outbox.email': '"Email": used as is in Filipino UI (GCash, Maya)',
  'outbox.sms': '"SMS": abbreviation',
  'form.password': '"Password": used as is in Filipino UI; no Tagalog word is in use',
  'register_field.password': '"Password": used as is in Filipino UI; no Tagalog word is in use',
  'game_list.classify.JP': '"Jackpot": used as is on Philippine betting sites',
  'game_list.classify.BG': '"Bingo": used as is in the Philippines',
  'fairness.game_dice': '"Dice": name of one of our original games (same name in the studio TY dictionary)',
  'fairness.game_plinko': '"Plinko": game name',
  'fairness.game_mines': '"Mines": name of one of our original games (same name in the studio TY dictionary)',
  'fairness.game_keno': '"Keno": game name',
  'fairness.game_hilo': '"Hi-Lo": game name',
  'fairness.game_crash': '"Crash": name of one of our original games',
  'fairness.salt': '"Salt": cryptographic term of the provably-fair method, no Filipino equivalent',
};

describe('translations', () => {
  it('finds the keys used in the source (sanity check of the scan)', () => {
    const keys = usedKeys();
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(keys.size).toBeGreaterThan(150);
    expect(keys.has('game_maintenance')).toBe(true);
  });

  it('has every key used in code in EN and in TY', () => {
    const missing: string[] = [];
    for (const [key, file] of usedKeys()) {
      if (!EN.has(key)) missing.push(`EN ${key} (${file})`);
      if (!TY.has(key)) missing.push(`TY ${key} (${file})`);
    }
    for (const key of dynamicKeys) {
      if (!EN.has(key)) missing.push(`EN ${key} (dynamic)`);
      if (!TY.has(key)) missing.push(`TY ${key} (dynamic)`);
    }
    expect(missing).toEqual([]);
  });

  it('has the same key set in EN and TY', () => {
    expect([...TY.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...EN.keys()].filter((k) => !TY.has(k))).toEqual([]);
  });

  it('has no empty strings, and keeps interpolation variables the same', () => {
    for (const [key, value] of EN) {
      expect(value.trim(), key).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(TY.get(key) ?? ''), key).toEqual(vars(value));
      expect((TY.get(key) ?? '').trim(), key).not.toBe('');
    }
  });

  it('is really translated: TY is not a copy of EN', () => {
    const sentences = [...EN].filter(([, v]) => v.split(' ').length >= 4);
    const copied = sentences.filter(([k, v]) => TY.get(k) === v).map(([k]) => k);
    expect(copied).toEqual([]);
  });

  it('translates every TY string: none is the English text, except a short reviewed list', () => {
    const hasWords = (s: string) => /\p{L}/u.test(s.replace(/\{\{\w+\}\}/g, ''));
    const same = [...EN].filter(([k, v]) => TY.get(k) === v && hasWords(v)).map(([k]) => k);
    expect(same.sort()).toEqual(Object.keys(SAME_AS_EN_ALLOWED).sort());
  });
});
