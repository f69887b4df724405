/**
 * The label set's language codes (SPEC.md §1: "about 40 language codes").
 * Codes follow the platform's own convention (TY is Tagalog, CN Simplified
 * Chinese, VI Vietnamese...), not ISO 639. `bcp47` is what the browser and
 * Intl need; `nativeName` is how the language selector shows it.
 */
export const LANGUAGES = [
  { code: 'EN', bcp47: 'en', nativeName: 'English' },
  { code: 'TY', bcp47: 'tl', nativeName: 'Tagalog' },
  { code: 'CN', bcp47: 'zh-CN', nativeName: '简体中文' },
  { code: 'TW', bcp47: 'zh-TW', nativeName: '繁體中文' },
  { code: 'VI', bcp47: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'TH', bcp47: 'th', nativeName: 'ไทย' },
  { code: 'ID', bcp47: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'MS', bcp47: 'ms', nativeName: 'Bahasa Melayu' },
  { code: 'JA', bcp47: 'ja', nativeName: '日本語' },
  { code: 'KO', bcp47: 'ko', nativeName: '한국어' },
  { code: 'HI', bcp47: 'hi', nativeName: 'हिन्दी' },
  { code: 'BN', bcp47: 'bn', nativeName: 'বাংলা' },
  { code: 'TA', bcp47: 'ta', nativeName: 'தமிழ்' },
  { code: 'TE', bcp47: 'te', nativeName: 'తెలుగు' },
  { code: 'MR', bcp47: 'mr', nativeName: 'मराठी' },
  { code: 'GU', bcp47: 'gu', nativeName: 'ગુજરાતી' },
  { code: 'KN', bcp47: 'kn', nativeName: 'ಕನ್ನಡ' },
  { code: 'ML', bcp47: 'ml', nativeName: 'മലയാളം' },
  { code: 'PA', bcp47: 'pa', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'UR', bcp47: 'ur', nativeName: 'اردو' },
  { code: 'NE', bcp47: 'ne', nativeName: 'नेपाली' },
  { code: 'SI', bcp47: 'si', nativeName: 'සිංහල' },
  { code: 'KM', bcp47: 'km', nativeName: 'ខ្មែរ' },
  { code: 'LO', bcp47: 'lo', nativeName: 'ລາວ' },
  { code: 'MY', bcp47: 'my', nativeName: 'မြန်မာ' },
  { code: 'MN', bcp47: 'mn', nativeName: 'Монгол' },
  { code: 'KK', bcp47: 'kk', nativeName: 'Қазақ' },
  { code: 'UZ', bcp47: 'uz', nativeName: 'Oʻzbek' },
  { code: 'RU', bcp47: 'ru', nativeName: 'Русский' },
  { code: 'UK', bcp47: 'uk', nativeName: 'Українська' },
  { code: 'TR', bcp47: 'tr', nativeName: 'Türkçe' },
  { code: 'AR', bcp47: 'ar', nativeName: 'العربية' },
  { code: 'FA', bcp47: 'fa', nativeName: 'فارسی' },
  { code: 'PT', bcp47: 'pt-BR', nativeName: 'Português' },
  { code: 'ES', bcp47: 'es', nativeName: 'Español' },
  { code: 'FR', bcp47: 'fr', nativeName: 'Français' },
  { code: 'DE', bcp47: 'de', nativeName: 'Deutsch' },
  { code: 'IT', bcp47: 'it', nativeName: 'Italiano' },
  { code: 'PL', bcp47: 'pl', nativeName: 'Polski' },
  { code: 'NL', bcp47: 'nl', nativeName: 'Nederlands' },
] as const;

export type TLanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [TLanguageCode, ...TLanguageCode[]];

export const isLanguageCode = (code: string): code is TLanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(code);

/** SPEC.md §9 video language map. */
export const VIDEO_LANGUAGE: Partial<Record<TLanguageCode, string>> = {
  EN: 'en',
  TY: 'tl',
  CN: 'zh',
  VI: 'vi',
  TH: 'th',
};
