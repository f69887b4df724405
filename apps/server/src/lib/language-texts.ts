/** A text kept per language code: the language asked for, else the brand's default, else any there is. */
export const textIn = (texts: Readonly<Record<string, string>>, language: string, fallback: string): string =>
  texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
