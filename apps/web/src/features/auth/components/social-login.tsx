import { useTranslation } from 'react-i18next';
import { IconFacebook, IconGoogle } from '@/components/icons';
import { useBrand } from '@/lib/brand';

/** Where the server's OAuth flow starts; it redirects back to `/?oauthCode=…` (or `/?oauthError=…`). */
export const oauthStartUrl = (provider: 'google' | 'facebook', returnTo: string) =>
  `/wps/session/oauth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;

/** Google and Facebook sign-in buttons when the brand enables them (SPEC.md §2). */
export const SocialLogin = ({ testIdPrefix }: { testIdPrefix: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const { googleLogin, facebookLogin } = permission.info.account;
  if (!googleLogin && !facebookLogin) return null;
  const go = (provider: 'google' | 'facebook') => {
    window.location.assign(oauthStartUrl(provider, window.location.pathname));
  };
  return (
    <div className="social-login">
      <p className="divider-text">
        <span>{t('auth.or_continue_with')}</span>
      </p>
      <div className="social-login__buttons">
        {googleLogin && (
          <button type="button" className="social-button social-button--google" onClick={() => go('google')} data-testid={`${testIdPrefix}-google`}>
            <IconGoogle size={18} />
            <span>Google</span>
          </button>
        )}
        {facebookLogin && (
          <button type="button" className="social-button social-button--facebook" onClick={() => go('facebook')} data-testid={`${testIdPrefix}-facebook`}>
            <IconFacebook size={18} />
            <span>Facebook</span>
          </button>
        )}
      </div>
    </div>
  );
};
