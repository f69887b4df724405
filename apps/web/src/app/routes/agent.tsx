import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { Page } from '@/components/page';
import { AgentCenter } from '@/features/agent/components/agent-center';
import { AgentLogin } from '@/features/agent/components/agent-login';
import { AgentLoginForm } from '@/features/auth/components/agent-login-form';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/member';
import type { AgentSection } from '../agent-screens';
import { AgentMoney, AgentSections } from '../lazy-screens';

export const AgentLoginRoute = () => {
  const { t } = useTranslation();
  const { isAgent } = useSession();
  // An agent who is already signed in goes straight to the agent center.
  if (isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <Page name="agent" title={t('title.agent')}>
      <AgentLogin form={<AgentLoginForm />} />
    </Page>
  );
};

/** The agent center's own sections (app/agent-screens.tsx), in the chunk they load with. */
const SECTIONS: AgentSection[] = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];

/** /agentHome is for agents only (SPEC.md §6): anyone else goes to /agent with 'Non-agents cannot log in'. */
export const AgentHomeRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member, isAgent, isLoading, isLoggedIn } = useSession();
  const refused = isLoggedIn && !isLoading && member !== undefined && !isAgent;

  useEffect(() => {
    if (!refused) return;
    dialogs.message({ text: t('error.non_agent'), icon: 'warning' });
    navigate('/agent', { replace: true });
  }, [refused, navigate, t]);

  if (!isLoggedIn) return <Navigate to="/agent" replace />;
  if (!isAgent) return <FullScreenLoader label={t('common.loading')} />;
  return (
    <Page name="agent-home" title={t('title.agent_center')}>
      <AgentCenter
        account={
          <span className="agent-account" data-testid="agent-account">
            {member?.account}
          </span>
        }
        signOut={<SignOutButton onSignedOut={() => navigate('/agent')} />}
        screens={{
          deposit: () => <AgentMoney tab="deposit" />,
          withdraw: () => <AgentMoney tab="withdraw" />,
          messages: () => <AgentMoney tab="messages" />,
          ...Object.fromEntries(SECTIONS.map((tab) => [tab, () => <AgentSections tab={tab} />])),
        }}
      />
    </Page>
  );
};
