import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { IconLogout } from '@/components/icons';
import { Modal } from '@/components/modal';
import { clearToken } from '@/lib/session';

/**
 * Logout asks for confirmation first (SPEC.md §9), then drops the session
 * token and keeps the merchant code (SPEC.md §4).
 */
export const SignOutButton = ({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className={className ?? 'icon-button icon-button--labelled'} onClick={() => setConfirming(true)} data-testid="sign-out">
        <IconLogout size={18} />
        <span>{t('auth.sign_out')}</span>
      </button>
      {confirming && (
        <Modal
          name="confirm-sign-out"
          size="sm"
          title={t('auth.sign_out_confirm_title')}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setConfirming(false);
                  clearToken();
                  onSignedOut();
                }}
                data-autofocus
              >
                {t('auth.sign_out')}
              </Button>
            </>
          }
        >
          <p>{t('auth.sign_out_confirm_body')}</p>
        </Modal>
      )}
    </>
  );
};
