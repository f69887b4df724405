import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconGift, IconInfo, IconShare, IconUsers } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/member';
import { money } from '@/lib/money';
import { useReferralInfo } from '../api/referral-info';
import { FriendsTable } from './friends-table';
import { InviteShare } from './invite-share';
import { ruleLines } from './referral-labels';
import '@/styles/missions.css';

/**
 * referral (member center, SPEC.md §2, "invite friends"): the member's
 * invite link with its QR code and code, the brand's rewards in plain words,
 * friends invited and rewards earned, and the friends with what each paid.
 * With the programme off, it says so and keeps the record of past friends.
 */
export const ReferralSection = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const info = useReferralInfo();

  if (session.isTrial) {
    return (
      <div data-testid="referral-trial">
        <EmptyState icon={<IconUsers size={32} />} title={t('error.trial_restricted')} body={t('referral.trial_body')} />
      </div>
    );
  }
  if (info.isPending) return <Spinner label={t('common.loading')} />;
  if (info.isError) return <LoadFailed title={t('referral.load_failed')} error={info.error} onRetry={() => void info.refetch()} retryTestId="referral-retry" />;

  const data = info.data;
  const symbol = data.currencySymbol;
  const rules = ruleLines(t, data.rules, symbol);

  return (
    <div className="stack referral" data-testid="referral">
      <dl className="referral-figures" data-testid="referral-figures">
        <div>
          <dt>{t('referral.friends_count')}</dt>
          <dd data-testid="referral-friends-count">{data.friends}</dd>
        </div>
        <div>
          <dt>{t('referral.earned')}</dt>
          <dd className="referral-figures__money" data-testid="referral-earned">
            {money(symbol, data.earned)}
          </dd>
        </div>
      </dl>

      {data.enabled ? (
        <>
          <section className="card referral-card" aria-labelledby="referral-invite-title">
            <CardHead titleId="referral-invite-title" title={t('referral.invite_title')} icon={<IconShare size={20} />} />
            <InviteShare info={data} />
          </section>
          <section className="card referral-card" aria-labelledby="referral-rules-title">
            <CardHead titleId="referral-rules-title" title={t('referral.rules_title')} icon={<IconGift size={20} />} />
            <ul className="referral-rules" data-testid="referral-rules">
              {!rules.some((r) => r.id !== 'max_friends') && (
                <li className="referral-rules__line" data-rule="none">
                  {t('referral.rule_none')}
                </li>
              )}
              {rules.map((r) => (
                <li key={r.id} className="referral-rules__line" data-rule={r.id}>
                  {r.text}
                </li>
              ))}
              <li className="referral-rules__line referral-rules__line--warn" data-rule="same_identity">
                {t('referral.rule_same_identity')}
              </li>
            </ul>
          </section>
        </>
      ) : (
        <p className="referral-off" role="note" data-testid="referral-off">
          <IconInfo size={20} />
          <span>{t('referral.off')}</span>
        </p>
      )}

      <section className="card referral-card" aria-labelledby="referral-friends-title">
        <CardHead titleId="referral-friends-title" title={t('referral.friends_title')} icon={<IconUsers size={20} />} />
        <FriendsTable info={data} offset={offset} />
      </section>
    </div>
  );
};
