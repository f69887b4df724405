import { WhitelabelFlag } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { IconLock, IconMail, IconUser } from '@/components/icons';
import { primarySupportLink, useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';

const SupportLink = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const href = primarySupportLink(permission.info.customerService);
  if (!href) return null;
  return (
    <a className="btn btn--ghost btn--md" href={href} target="_blank" rel="noopener noreferrer">
      {t('support.contact')}
    </a>
  );
};

/** Login popup body. Sign-in itself arrives with the session calls; until then it says so plainly. */
export const LoginPanel = () => {
  const { t } = useTranslation();
  const { isFlagOn } = useBrand();
  return (
    <div className="auth-panel">
      <EmptyState
        icon={<IconLock size={30} />}
        title={t('auth.login_unavailable_title')}
        body={t('auth.login_unavailable_body')}
        actions={<SupportLink />}
      />
      <div className="auth-panel__links">
        <button type="button" className="link-button" onClick={() => popups.open('forgot')}>
          {t('auth.forgot_link')}
        </button>
        {isFlagOn(WhitelabelFlag.directRegister) && (
          <button type="button" className="link-button" onClick={() => popups.open('register')}>
            {t('auth.no_account')}
          </button>
        )}
      </div>
    </div>
  );
};

export const RegisterPanel = () => {
  const { t } = useTranslation();
  return (
    <div className="auth-panel">
      <EmptyState icon={<IconUser size={30} />} title={t('auth.register_unavailable_title')} body={t('auth.register_unavailable_body')} actions={<SupportLink />} />
      <p className="auth-panel__terms">
        {t('auth.terms_prefix')}{' '}
        <Link to="/help" onClick={() => popups.open('help')}>
          {t('auth.terms_link')}
        </Link>
      </p>
      <div className="auth-panel__links">
        <button type="button" className="link-button" onClick={() => popups.open('login')}>
          {t('auth.have_account')}
        </button>
      </div>
    </div>
  );
};

export const ForgotPanel = () => {
  const { t } = useTranslation();
  return (
    <div className="auth-panel">
      <EmptyState icon={<IconMail size={30} />} title={t('auth.forgot_unavailable_title')} body={t('auth.forgot_unavailable_body')} actions={<SupportLink />} />
      <div className="auth-panel__links">
        <button type="button" className="link-button" onClick={() => popups.open('login')}>
          {t('auth.back_to_login')}
        </button>
      </div>
    </div>
  );
};

export const ChangePasswordPanel = () => {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<IconLock size={30} />} title={t('auth.change_password_unavailable_title')} body={t('auth.change_password_unavailable_body')} actions={<SupportLink />} />
  );
};
