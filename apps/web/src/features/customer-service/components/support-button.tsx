import { useTranslation } from 'react-i18next';
import { IconChat } from '@/components/icons';
import { SupportLink } from '@/components/support-link';

/** The maintenance and region-block pages' way to reach support: the brand's live chat. */
export const SupportButton = () => {
  const { t } = useTranslation();
  return (
    <SupportLink className="btn btn--primary btn--lg" testId="customer-service-button">
      <IconChat size={20} />
      <span>{t('support.contact')}</span>
    </SupportLink>
  );
};
