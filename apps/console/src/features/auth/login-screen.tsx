import { useTranslation } from 'react-i18next';

/** The staff login at /login (outside the shell). */
export const LoginScreen = () => {
  const { t } = useTranslation();
  return (
    <main className="auth-screen">
      <h1 className="auth-screen__title">{t('auth.title')}</h1>
    </main>
  );
};
