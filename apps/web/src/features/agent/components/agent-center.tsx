import { WhitelabelFlag } from '@wps/contracts/player';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@wps/ui';
import { PortalMenu } from '@/components/portal-menu';
import {
  IconChart,
  IconChat,
  IconClock,
  IconDownload,
  IconGift,
  IconInbox,
  IconList,
  IconMail,
  IconMegaphone,
  IconUser,
  IconUsers,
  IconWallet,
} from '@/components/icons';
import { SupportLink } from '@/components/support-link';
import { useBrand } from '@/lib/brand';
import { formatClock, formatGmtOffset } from '@/lib/time';
import { useClock } from '../hooks/use-clock';

type Item = { id: string; label: string; icon: ReactNode; flag?: string };

/** Sections other features own (deposit, withdraw, messages), handed in by the app layer by id. */
export type AgentScreens = Partial<Record<string, () => React.JSX.Element>>;

/** The agent center: SPEC.md §2 agent menu (salary items gated by flags) and the portal frame bits. */
export const AgentCenter = ({ signOut, account, screens = {} }: { signOut: ReactNode; account?: ReactNode; screens?: AgentScreens }) => {
  const { t } = useTranslation();
  const { isFlagOn, permission, name } = useBrand();
  const [params] = useSearchParams();
  const now = useClock();
  const offset = permission.info.setting.gmtOffsetMinutes;

  const items: Item[] = [
    { id: 'agentAnnouncement', label: t('agent_menu.agentAnnouncement'), icon: <IconMegaphone /> },
    { id: 'agentTeamOverview', label: t('agent_menu.agentTeamOverview'), icon: <IconUsers /> },
    { id: 'registerCenter', label: t('agent_menu.registerCenter'), icon: <IconUser /> },
    { id: 'downlineManagmentView', label: t('agent_menu.downlineManagmentView'), icon: <IconUsers /> },
    { id: 'personalHistoryCopy', label: t('agent_menu.personalHistoryCopy'), icon: <IconList /> },
    { id: 'palStatementsAgentCopy', label: t('agent_menu.palStatementsAgentCopy'), icon: <IconChart /> },
    { id: 'agentRevenueReport', label: t('agent_menu.agentRevenueReport'), icon: <IconChart /> },
    { id: 'agentDownlineTransactionDetailsCopy', label: t('agent_menu.agentDownlineTransactionDetailsCopy'), icon: <IconList /> },
    { id: 'agentDividendRecordCopy2', label: t('agent_menu.agentDividendRecordCopy2'), icon: <IconGift />, flag: WhitelabelFlag.dividend },
    { id: 'agentDailyWages2', label: t('agent_menu.agentDailyWages2'), icon: <IconWallet />, flag: WhitelabelFlag.dailySalary },
    { id: 'agentHourSalary', label: t('agent_menu.agentHourSalary'), icon: <IconClock />, flag: WhitelabelFlag.hourSalary },
    { id: 'agentRealtimeSalary', label: t('agent_menu.agentRealtimeSalary'), icon: <IconWallet />, flag: WhitelabelFlag.realtimeSalary },
  ];
  const menu = items.filter((i) => !i.flag || isFlagOn(i.flag));
  // Portal-frame destinations that are not menu entries.
  const frame: Item[] = [
    { id: 'deposit', label: t('agent.deposit'), icon: <IconDownload /> },
    { id: 'withdraw', label: t('agent.withdraw'), icon: <IconWallet /> },
    { id: 'messages', label: t('agent.messages'), icon: <IconMail /> },
  ];
  const current = [...menu, ...frame].find((m) => m.id === params.get('tab')) ?? (menu[0] as Item);

  return (
    <div className="agent-center">
      <header className="agent-topbar">
        <Link to="/agentHome" className="agent-topbar__brand">
          {name} <span className="badge">{t('agent.center')}</span>
        </Link>
        <div className="agent-topbar__actions">
          <Link className="icon-button icon-button--labelled" to="/agentHome?tab=deposit">
            <IconDownload size={18} />
            <span className="hide-phone">{t('agent.deposit')}</span>
          </Link>
          <Link className="icon-button icon-button--labelled" to="/agentHome?tab=withdraw">
            <IconWallet size={18} />
            <span className="hide-phone">{t('agent.withdraw')}</span>
          </Link>
          <Link className="icon-button icon-button--labelled" to="/agentHome?tab=agentAnnouncement">
            <IconMegaphone size={18} />
            <span className="hide-phone">{t('agent.announcement')}</span>
          </Link>
          <Link className="icon-button icon-button--labelled" to="/agentHome?tab=messages">
            <IconMail size={18} />
            <span className="hide-phone">{t('agent.messages')}</span>
          </Link>
          <SupportLink className="icon-button icon-button--labelled">
            <IconChat size={18} />
            <span className="hide-phone">{t('support.contact')}</span>
          </SupportLink>
          <span className="agent-clock" data-testid="agent-clock">
            <IconClock size={16} />
            <span data-testid="agent-gmt">{formatGmtOffset(offset)}</span>
            <time dateTime={new Date(now).toISOString()}>{formatClock(now, offset)}</time>
          </span>
          {account}
          {signOut}
        </div>
      </header>
      <div className="portal">
        <PortalMenu items={menu} currentId={current.id} basePath="/agentHome" label={t('agent.menu')} testId="agent-menu" />
        <section className="portal__content" aria-labelledby="agent-section-title">
          <h1 id="agent-section-title" className="portal__content-title">
            {current.label}
          </h1>
          {screens[current.id]?.() ?? (
            <EmptyState icon={<IconInbox size={32} />} title={t('agent.section_empty_title')} body={t('agent.section_empty_body')} />
          )}
        </section>
      </div>
    </div>
  );
};
