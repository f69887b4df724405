import { useTranslation } from 'react-i18next';
import { IconChat, IconGift, IconSlots, IconWallet } from '@/components/icons';
import { useBrand } from '@/lib/brand';

/** The product description: the four points of SPEC.md §1 marketing copy. */
const DescriptionPage = () => {
  const { t } = useTranslation();
  const { name } = useBrand();
  const items = [
    { Icon: IconSlots, title: t('description.games_title'), body: t('description.games_body') },
    { Icon: IconGift, title: t('description.promos_title'), body: t('description.promos_body') },
    { Icon: IconWallet, title: t('description.payments_title'), body: t('description.payments_body') },
    { Icon: IconChat, title: t('description.support_title'), body: t('description.support_body') },
  ];
  return (
    <div className="description-page">
      <header className="page-hero">
        <div>
          <h1 className="page-hero__title">{t('description.title', { brand: name })}</h1>
          <p className="page-hero__text">{t('description.subtitle')}</p>
        </div>
      </header>
      <ul className="feature-grid">
        {items.map(({ Icon, title, body }) => (
          <li key={title} className="feature-card">
            <span className="feature-card__icon">
              <Icon size={26} />
            </span>
            <h2>{title}</h2>
            <p>{body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
};

export default DescriptionPage;
