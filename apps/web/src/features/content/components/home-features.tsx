import { useTranslation } from 'react-i18next';
import { IconChat, IconShield, IconSlots, IconWallet } from '@/components/icons';

const ITEMS = [
  { key: 'games', Icon: IconSlots },
  { key: 'payments', Icon: IconWallet },
  { key: 'support', Icon: IconChat },
  { key: 'licence', Icon: IconShield },
] as const;

/** The home's four-item description (SPEC.md §2 Home): games, payments, help and account safety, each a fact of this platform. */
export const HomeFeatures = () => {
  const { t } = useTranslation();
  return (
    <ul className="home-features" data-testid="home-features">
      {ITEMS.map(({ key, Icon }) => (
        <li key={key} className={`home-features__item home-features__item--${key}`}>
          <span className="home-features__icon" aria-hidden="true">
            <Icon size={26} />
          </span>
          <h3 className="home-features__title">{t(`content.feature_${key}_title`)}</h3>
          <p className="home-features__text">{t(`content.feature_${key}_text`)}</p>
        </li>
      ))}
    </ul>
  );
};
