import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Facts } from '@/components/drawer';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { AdjustDialog } from './adjust-dialog';
import { MoveUplineDrawer } from './move-upline';
import { AdjustmentsList } from './adjustments-list';
import { usePlayer, useSetStatus } from './api';
import { PlayerActions } from './player-actions';
import { PlayerNotes } from './player-notes';
import { PlayerTags } from './player-tags';
import { PlayerWagers } from './player-wagers';

/**
 * A player's page: profile, status, tags, every balance, notes, sessions and
 * logins, linked accounts, adjustments; disable, adjust, message, send a
 * password reset, sign out everywhere.
 */
export const PlayerScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const player = usePlayer(Number.isSafeInteger(id) ? id : 0);
  const setStatus = useSetStatus();
  const [adjusting, setAdjusting] = useState(false);
  const [moving, setMoving] = useState(false);
  const [changing, setChanging] = useState(false);
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;

  // The failure or the wait, under the screen's title.
  if (!player.data) return <Loaded query={player} header={<PageHeader title={t('players.player')} />}>{() => null}</Loaded>;
  const { player: p, balances, sessions, linked, currency, tags } = player.data;
  const disabled = p.status === 'disabled';
  const canManage = can(staff, 'players.manage');

  return (
    <>
      <PageHeader
        title={p.account}
        subtitle={
          <>
            <StatusBadge tone={disabled ? 'danger' : 'success'}>{t(`players.status_${p.status}`)}</StatusBadge> #{p.id}
          </>
        }
        actions={
          <>
            {canManage && <PlayerActions player={p} />}
            {canManage && (
              <Button variant={disabled ? 'outline' : 'danger'} onClick={() => setChanging(true)}>
                {disabled ? t('players.enable') : t('players.disable')}
              </Button>
            )}
            {can(staff, 'agents.manage') && (
              <Button variant="outline" onClick={() => setMoving(true)}>
                {t('players.move')}
              </Button>
            )}
            {can(staff, 'players.adjust') && <Button onClick={() => setAdjusting(true)}>{t('players.adjust')}</Button>}
          </>
        }
      />
      <div className="player-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title" className="card__title">
            {t('players.profile')}
          </h2>
          <Facts
            items={[
              [t('players.nickname'), p.nickname],
              [t('players.phone'), p.mobile],
              [t('players.email'), p.email],
              [t('players.type'), t(`players.type_${p.type}`, { defaultValue: String(p.type) })],
              [t('players.joined', { zone: gmtLabel(offset) }), brandTime(p.createdAt, offset)],
              [t('players.last_login'), p.lastLoginAt ? brandTime(p.lastLoginAt, offset) : null],
              [t('players.upline'), p.uplineId ? <Link to={`/players/${p.uplineId}`}>#{p.uplineId}</Link> : null],
              [t('players.affiliate_code'), p.affiliateCode],
              [t('players.authenticator'), p.totp ? t('players.on') : t('players.off')],
              ...Object.entries(p.profile).map(([key, value]) => [key, value] as const),
            ]}
          />
        </section>
        <section className="card" aria-labelledby="balances-title">
          <h2 id="balances-title" className="card__title">
            {t('players.balances')}
          </h2>
          {balances.length === 0 ? (
            <p className="muted">{t('players.no_accounts')}</p>
          ) : (
            <dl className="facts">
              {balances.map((b) => (
                <div key={b.label} className="facts__row" data-testid={`balance-${b.label}`}>
                  <dt>{t(`players.account_${b.kind}`, { defaultValue: b.label })}</dt>
                  <dd className="is-numeric">
                    <Money minor={b.balance} currency={currency} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section className="card" aria-labelledby="tags-title">
          <h2 id="tags-title" className="card__title">
            {t('players.tags')}
          </h2>
          <PlayerTags memberId={p.id} account={p.account} tags={tags} canWrite={canManage} />
        </section>
      </div>

      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title" className="card__title">
          {t('players.notes')}
        </h2>
        <PlayerNotes memberId={p.id} offset={offset} canWrite={canManage} />
      </section>

      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="card__title">
          {t('players.sessions')}
        </h2>
        <div className="table-scroll">
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('players.when')}</th>
                <th scope="col">{t('players.address')}</th>
                <th scope="col">{t('players.country')}</th>
                <th scope="col">{t('players.device')}</th>
                <th scope="col">{t('players.state')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id}>
                  <td>{brandTime(s.createdAt, offset)}</td>
                  <td className="mono">{s.ip ?? '—'}</td>
                  <td>{s.country ?? '—'}</td>
                  <td className="plain-table__wrap">{s.userAgent ?? '—'}</td>
                  <td>{s.open ? <StatusBadge tone="success">{t('players.open')}</StatusBadge> : <StatusBadge>{t('players.ended')}</StatusBadge>}</td>
                </tr>
              ))}
              {sessions.length === 0 && (
                <tr>
                  <td colSpan={5} className="muted">
                    {t('players.no_sessions')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card" aria-labelledby="wagers-title">
        <h2 id="wagers-title" className="card__title">
          {t('players.wagers')}
        </h2>
        <PlayerWagers id={p.id} offset={offset} />
      </section>

      <section className="card" aria-labelledby="linked-title">
        <h2 id="linked-title" className="card__title">
          {t('players.linked')}
        </h2>
        {linked.length === 0 ? (
          <p className="muted">{t('players.no_linked')}</p>
        ) : (
          <ul className="window-list">
            {linked.map((l) => (
              <li key={`${l.id}-${l.via}-${l.value}`} className="window-list__item">
                <div>
                  <Link to={`/players/${l.id}`}>{l.account}</Link>
                  <StatusBadge tone={l.status === 'active' ? 'neutral' : 'danger'}>{t(`players.status_${l.status}`)}</StatusBadge>
                  <span className="window-list__reason">{t(`players.via_${l.via}`, { value: l.value })}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="adjustments-title">
        <h2 id="adjustments-title" className="card__title">
          {t('players.adjustments')}
        </h2>
        <AdjustmentsList memberId={p.id} label={t('players.adjustments')} />
      </section>

      {adjusting && <AdjustDialog memberId={p.id} account={p.account} onClose={() => setAdjusting(false)} />}
      <MoveUplineDrawer player={p} open={moving} onClose={() => setMoving(false)} />
      <ConfirmDialog
        open={changing}
        title={disabled ? t('players.enable_title') : t('players.disable_title')}
        message={disabled ? t('players.enable_body', { account: p.account }) : t('players.disable_body', { account: p.account })}
        tone={disabled ? 'primary' : 'danger'}
        reason="required"
        confirmLabel={disabled ? t('players.enable') : t('players.disable')}
        busy={setStatus.isPending}
        onConfirm={(reason) =>
          setStatus.mutate(
            { memberId: p.id, status: disabled ? 'active' : 'disabled', reason: reason ?? '' },
            {
              onSuccess: () => toast.success(t(disabled ? 'players.enabled_toast' : 'players.disabled_toast', { account: p.account })),
              onError: (e) => toast.error(errorText(e)),
              onSettled: () => setChanging(false),
            },
          )
        }
        onCancel={() => setChanging(false)}
      />
    </>
  );
};
