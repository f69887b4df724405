import { WhitelabelFlag } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { IconUser } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { useToken } from '@/lib/session';

/**
 * The header's account slot. Visitors get login (and register when
 * DIRECTREG3 is on); with a session the member-center entry takes the slot —
 * balance and the account menu plug in here when member info is available.
 */
export const AuthButtons = () => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  const token = useToken();
  if (token) {
    return (
      <div className="auth-slot" data-testid="account-slot">
        <Link to="/member" className="icon-button icon-button--labelled" aria-label={t('nav.member_center')}>
          <IconUser size={20} />
          <span className="hide-phone">{t('nav.member_center')}</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="auth-slot" data-testid="auth-buttons">
      <Button variant="outline" size="sm" onClick={() => popups.open('login')} data-testid="login-button">
        {t('auth.login')}
      </Button>
      {isFlagOn(WhitelabelFlag.directRegister) && (
        <Button variant="accent" size="sm" onClick={() => popups.open('register')} data-testid="register-button">
          {t('auth.register')}
        </Button>
      )}
    </div>
  );
};
