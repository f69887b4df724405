import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { AgentCenter } from '@/features/agent/components/agent-center';
import { AgentLogin } from '@/features/agent/components/agent-login';
import { SignOutButton } from '@/features/auth/components/sign-out-button';

export const AgentLoginRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="agent" title={t('title.agent')}>
      <AgentLogin />
    </Page>
  );
};

export const AgentHomeRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page name="agent-home" title={t('title.agent_center')}>
      <AgentCenter signOut={<SignOutButton onSignedOut={() => navigate('/agent')} />} />
    </Page>
  );
};
