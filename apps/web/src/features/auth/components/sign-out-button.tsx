import { useTranslation } from 'react-i18next';
import { IconLogout } from '@/components/icons';
import { dialogs } from '@/lib/dialogs';
import { useLogout } from '@/lib/member';

/** Opens the sign-out confirmation (SPEC.md §9: logout requires confirmation). */
export const useConfirmSignOut = (onSignedOut: () => void) => {
  const { t } = useTranslation();
  const logout = useLogout();
  return () =>
    dialogs.confirm({
      title: t('auth.sign_out_confirm_title'),
      text: t('auth.sign_out_confirm_body'),
      confirmLabel: t('auth.sign_out'),
      onConfirm: async () => {
        await logout();
        onSignedOut();
      },
    });
};

/**
 * Logout asks for confirmation first, then deletes the session and drops the
 * token, keeping the merchant code (SPEC.md §4).
 */
export const SignOutButton = ({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) => {
  const { t } = useTranslation();
  const confirm = useConfirmSignOut(onSignedOut);
  return (
    <button type="button" className={className ?? 'icon-button icon-button--labelled'} onClick={confirm} data-testid="sign-out">
      <IconLogout size={18} />
      <span>{t('auth.sign_out')}</span>
    </button>
  );
};
