import type { TReferralInfo } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@wps/ui/qr-code';
import { CopyButton } from '@/components/copy-button';

/** The invite link with its QR code (a phone camera opens the register page with the code) and the code itself. */
export const InviteShare = ({ info }: { info: TReferralInfo }) => {
  const { t } = useTranslation();
  return (
    <div className="referral-share" data-testid="referral-share">
      <div className="referral-share__qr">
        <QrCode value={info.link} label={t('referral.qr_label')} size={168} margin={12} />
      </div>
      <div className="referral-share__codes">
        <div className="referral-share__item">
          <span className="referral-share__label">{t('referral.link')}</span>
          <div className="referral-share__value">
            <a href={info.link} target="_blank" rel="noopener noreferrer" className="mono referral-share__link" data-testid="referral-link">
              {info.link}
            </a>
            <CopyButton text={info.link} label={t('referral.copy_link')} testId="referral-copy-link" />
          </div>
        </div>
        <div className="referral-share__item">
          <span className="referral-share__label">{t('referral.code')}</span>
          <div className="referral-share__value">
            <strong className="mono referral-share__code" data-testid="referral-code">
              {info.code}
            </strong>
            <CopyButton text={info.code} label={t('referral.copy_code')} testId="referral-copy-code" />
          </div>
        </div>
        <p className="field__hint">{t('referral.share_hint')}</p>
      </div>
    </div>
  );
};
