import type { TAgentInvite } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { QrCode } from '@wps/ui/qr-code';
import { CardHead } from '@/components/card-head';
import { DateRangeFilter } from '@/components/date-range-filter';
import { IconInbox, IconShare } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import type { useDateRange } from '@/hooks/use-date-range';
import { useAgentRangeLabels } from './agent-labels';
import { type AgentColumn, AgentTable, Figure } from './agent-ui';
import { CopyButton } from '@/components/copy-button';

type InviteQuery = {
  data: TAgentInvite | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** A share of two counts as "12.5%", or "—" when there is nothing to divide by. */
const rate = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '—');

/**
 * The invite link with its QR code and the affiliate code, and what the link
 * brought over a date range: visits, registrations and first deposits, in
 * total and per day.
 */
export const InvitePanel = ({ dates, invite }: { dates: ReturnType<typeof useDateRange>; invite: InviteQuery }) => {
  const { t } = useTranslation();
  const labels = useAgentRangeLabels(dates.offset);
  const data = invite.data;
  const dayColumns: AgentColumn<TAgentInvite['days'][number]>[] = [
    { key: 'day', label: t('agent_center.col_day'), cell: (d) => d.day },
    { key: 'clicks', label: t('agent_center.inv_clicks'), numeric: true, cell: (d) => d.clicks },
    { key: 'registrations', label: t('agent_center.inv_registrations'), numeric: true, cell: (d) => d.registrations },
    { key: 'firstDeposits', label: t('agent_center.inv_first_deposits'), numeric: true, cell: (d) => d.firstDeposits },
  ];

  return (
    <section className="card agent-invite" aria-labelledby="invite-title" data-testid="invite-panel">
      <CardHead titleId="invite-title" title={t('agent_center.inv_title')} icon={<IconShare size={20} />} />
      {invite.isPending && <Spinner label={t('common.loading')} />}
      {invite.isError && !data && <LoadFailed title={t('agent_center.load_failed')} error={invite.error} onRetry={() => void invite.refetch()} />}
      {data && (
        <>
          <div className="agent-invite__share">
            <div className="agent-invite__qr">
              <QrCode value={data.link} label={t('agent_center.inv_qr_label')} size={168} margin={12} />
            </div>
            <div className="agent-invite__codes">
              <div className="agent-invite__item">
                <span className="agent-invite__label">{t('agent_center.inv_link')}</span>
                <div className="agent-invite__value">
                  <a href={data.link} target="_blank" rel="noopener noreferrer" className="mono agent-invite__link" data-testid="invite-link">
                    {data.link}
                  </a>
                  <CopyButton text={data.link} label={t('agent_center.inv_copy_link')} testId="invite-copy-link" />
                </div>
              </div>
              <div className="agent-invite__item">
                <span className="agent-invite__label">{t('agent_center.inv_code')}</span>
                <div className="agent-invite__value">
                  <strong className="mono agent-invite__code" data-testid="invite-code">
                    {data.affiliateCode}
                  </strong>
                  <CopyButton text={data.affiliateCode} label={t('agent_center.inv_copy_code')} testId="invite-copy-code" />
                </div>
              </div>
              <p className="field__hint">{t('agent_center.inv_hint')}</p>
            </div>
          </div>
          <h4 className="agent-subtitle">{t('agent_center.inv_stats_title')}</h4>
          <DateRangeFilter dates={dates} labels={labels} name="invite" shortcutTestId="invite-shortcut" bounded />
          {dates.problem === null && (
            <div className={`stack stack--tight${invite.isPlaceholderData ? ' agent-stale' : ''}`} aria-busy={invite.isPlaceholderData || undefined}>
              <dl className="agent-figures" data-testid="invite-stats">
                <Figure label={t('agent_center.inv_clicks')} testId="invite-clicks">
                  {data.clicks}
                </Figure>
                <Figure label={t('agent_center.inv_registrations')} testId="invite-registrations">
                  {data.registrations}
                </Figure>
                <Figure label={t('agent_center.inv_first_deposits')} testId="invite-first-deposits">
                  {data.firstDeposits}
                </Figure>
                <Figure label={t('agent_center.inv_conversion')}>{rate(data.registrations, data.clicks)}</Figure>
              </dl>
              {data.days.some((d) => d.clicks || d.registrations || d.firstDeposits) ? (
                <AgentTable
                  columns={dayColumns}
                  rows={[...data.days].sort((a, b) => b.day.localeCompare(a.day))}
                  rowKey={(d) => d.day}
                  rowTestId={(d) => `invite-day-${d.day}`}
                  testId="invite-days"
                  caption={t('agent_center.inv_stats_title')}
                />
              ) : (
                <EmptyState compact icon={<IconInbox size={28} />} title={t('agent_center.inv_empty_title')} body={t('agent_center.inv_empty_body')} />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
};
