import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@wps/ui';
import { PortalMenu } from '@/components/portal-menu';
import {
  IconChart,
  IconGift,
  IconInbox,
  IconList,
  IconLock,
  IconMail,
  IconTrophy,
  IconUsers,
  IconWallet,
  IconDownload,
  IconStar,
  IconChevronRight,
  IconChat,
} from '@/components/icons';
import { FeedbackForm } from './feedback-form';
import { SecurityCenter } from './security-center';

type MenuItem = { id: string; label: string; icon: ReactNode; empty: string };

export type MemberScreens = Partial<Record<string, () => React.JSX.Element>>;
/** Counts for the menu's red badges, by menu id; shown when above 0. */
export type MemberBadges = Partial<Record<string, number>>;

/**
 * The member center (lazy MemberCenter): the menu of SPEC.md §2 and the
 * selected section. Sections owned by other features (wallet, withdraw,
 * records, inbox) are handed in by the app layer as `screens`, with the
 * counts of the menu badges as `badges`.
 */
const MemberCenter = ({ screens: extra = {}, badges }: { screens?: MemberScreens; badges?: MemberBadges }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Order and ids follow SPEC.md §2 Member center menu.
  const menu: MenuItem[] = [
    { id: 'securityCenter', label: t('member.securityCenter'), icon: <IconLock />, empty: t('member.empty_securityCenter') },
    { id: 'transferFund', label: t('member.transferFund'), icon: <IconWallet />, empty: t('member.empty_transferFund') },
    { id: 'depositv2', label: t('member.depositv2'), icon: <IconDownload />, empty: t('member.empty_depositv2') },
    { id: 'withdraw', label: t('member.withdraw'), icon: <IconWallet />, empty: t('member.empty_withdraw') },
    { id: 'transferUpline', label: t('member.transferUpline'), icon: <IconUsers />, empty: t('member.empty_transferUpline') },
    { id: 'personalHistoryCopy', label: t('member.personalHistoryCopy'), icon: <IconList />, empty: t('member.empty_personalHistoryCopy') },
    { id: 'transactionHistory', label: t('member.transactionHistory'), icon: <IconList />, empty: t('member.empty_transactionHistory') },
    { id: 'personalProfit', label: t('member.personalProfit'), icon: <IconChart />, empty: t('member.empty_personalProfit') },
    { id: 'bonusDetails', label: t('member.bonusDetails'), icon: <IconGift />, empty: t('member.empty_bonusDetails') },
    { id: 'rewardCenter', label: t('member.rewardCenter'), icon: <IconStar />, empty: t('member.empty_rewardCenter') },
    { id: 'referral', label: t('member.referral'), icon: <IconUsers />, empty: t('member.empty_referral') },
    { id: 'missionLeaderboard', label: t('member.missionLeaderboard'), icon: <IconTrophy />, empty: t('member.empty_missionLeaderboard') },
    { id: 'messageV2', label: t('member.messageV2'), icon: <IconMail />, empty: t('member.empty_messageV2') },
    // Named among the member areas in SPEC.md §2 ("feedback"); after the menu of record.
    { id: 'feedback', label: t('member.feedback'), icon: <IconChat />, empty: '' },
  ];
  const screens: MemberScreens = {
    securityCenter: () => <SecurityCenter />,
    feedback: () => <FeedbackForm />,
    ...extra,
  };
  const current = menu.find((m) => m.id === params.get('tab')) ?? (menu[0] as MenuItem);

  return (
    <div className="portal">
      <PortalMenu
        items={menu}
        badges={badges}
        currentId={current.id}
        basePath="/member"
        label={t('member.menu')}
        testId="member-menu"
        title={t('member.title')}
        trailing={<IconChevronRight size={16} className="portal__menu-chevron" />}
      />
      <section className="portal__content" aria-labelledby="member-section-title">
        <h2 id="member-section-title" className="portal__content-title">
          {current.label}
        </h2>
        {screens[current.id]?.() ?? <EmptyState icon={<IconInbox size={32} />} title={t('member.section_empty_title')} body={current.empty} />}
      </section>
    </div>
  );
};

export default MemberCenter;
