/**
 * The pattern kinds of SPEC.md §5, defined once. A registration field's
 * config names one by `patternId`; the server sends the regular expression as
 * `acceptedPattern` so the browser and the server test the same thing. The
 * error message is the i18n key `reg_pattern_{patternId}` with (min)/(max)
 * substituted (see `patternMessageParams`).
 */
export const PATTERNS = {
  1: { kind: 'any', source: '^[\\s\\S]*$' },
  2: { kind: 'letterFirstAlnum', source: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { kind: 'chineseDigits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { kind: 'email', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$' },
  5: { kind: 'alnum', source: '^[A-Za-z0-9]+$' },
  // Letters and digits, both present; symbols may join them ("Walker@2026", the demo's "Player@123"), spaces may not.
  6: { kind: 'alnumCombined', source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9!-/:-@[-`{-~]+$' },
  7: { kind: 'digits', source: '^[0-9]+$' },
  8: { kind: 'alnumUpper', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  9: { kind: 'lettersSpaces', source: '^[A-Za-z ]+$' },
  10: { kind: 'noSpaces', source: '^\\S+$' },
  11: { kind: 'chinesePunctuation', source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·.]+$' },
  12: { kind: 'dateYmd', source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  13: { kind: 'dateMdy', source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  14: { kind: 'korean', source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  15: { kind: 'thai', source: '^[\\u0e00-\\u0e7f]+$' },
  16: { kind: 'thaiOrEnglish', source: '^[\\u0e00-\\u0e7fA-Za-z]+$' },
  17: { kind: 'upperSpaces', source: '^(?=.*[A-Z])[A-Z ]+$' },
  18: { kind: 'alnumSymbols', source: '^[A-Za-z0-9!-/:-@[-`{-~]+$' },
  19: { kind: 'strongPassword', source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$' },
  20: { kind: 'fullName', source: '^[A-Za-z]+(?:[\'-][A-Za-z]+)* [A-Za-z]+(?:[ \'-][A-Za-z]+)*$' },
} as const;

export type TPatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS).map(Number) as TPatternId[];

export const isPatternId = (id: number): id is TPatternId => id in PATTERNS;

export const patternRegExp = (id: TPatternId): RegExp => new RegExp(PATTERNS[id].source, 'u');

/**
 * SPEC.md §5: "(min) and (max) replaced; when min equals max, '(min) - (max)'
 * becomes the single number".
 */
export const formatPatternMessage = (template: string, min?: number, max?: number): string => {
  let out = template;
  if (min !== undefined && max !== undefined && min === max) {
    out = out.replace(/\(min\)\s*-\s*\(max\)/g, String(min));
  }
  if (min !== undefined) out = out.replaceAll('(min)', String(min));
  if (max !== undefined) out = out.replaceAll('(max)', String(max));
  return out;
};
