import type { TStaffVipLadder } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { conversionWords, levelWords, type LadderWordsContext } from './ladder-words';
import { useBrand } from './parts';

/** A ladder's level as a column head: "L2" over its name. */
export const LevelHead = ({ level, name }: { level: number; name: string }) => (
  <span className="vip-head">
    <span className="vip-badge">L{level}</span>
    <span className="vip-head__name">{name}</span>
  </span>
);

/** The words of the ladder in the console's language, with the brand's currency sign. */
export const useLadderWords = (): LadderWordsContext => {
  const { t } = useTranslation();
  const { languages, language, terms } = useBrand();
  return { t, symbol: terms.symbol, language, languages };
};

/** The ladder in plain words, one level a line, then what points are worth. */
export const LadderWords = ({ ladder }: { ladder: TStaffVipLadder }) => {
  const { t } = useTranslation();
  const words = useLadderWords();
  const conversion = conversionWords(ladder, words);
  return (
    <section className="card vip-words" aria-label={t('loyalty.in_words')}>
      <h2 className="card__title">{t('loyalty.in_words')}</h2>
      <ul className="vip-words__list">
        {ladder.levels.map((level) => (
          <li key={level.level}>{levelWords(level, words)}</li>
        ))}
      </ul>
      {conversion && <p className="vip-words__conversion">{conversion}</p>}
    </section>
  );
};
