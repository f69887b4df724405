import { useTranslation } from 'react-i18next';
import { IconChat } from '@/components/icons';
import { primarySupportLink, useBrand } from '@/lib/brand';

/** Opens the brand's live chat, or its first customer-service channel. */
export const SupportButton = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const href = primarySupportLink(permission.info.customerService);
  if (!href) return <p className="muted">{t('support.none_configured')}</p>;
  return (
    <a className="btn btn--primary btn--lg" href={href} target="_blank" rel="noopener noreferrer" data-testid="customer-service-button">
      <IconChat size={20} />
      <span>{t('support.contact')}</span>
    </a>
  );
};
