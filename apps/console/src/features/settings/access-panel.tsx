import {
  staffAccessSettings,
  staffBlockRegion,
  staffEndMaintenance,
  staffScheduleMaintenance,
  staffSetConsoleIps,
  staffUnblockRegion,
  type TMaintenanceWindow,
} from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Loaded } from '@/components/loaded';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { call } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, fromBrandInput, gmtLabel } from '@/lib/time';

const KEY = ['settings', 'access'] as const;
const TONES: Record<TMaintenanceWindow['state'], StatusTone> = { active: 'danger', scheduled: 'info', ended: 'neutral' };

/** The brand's access: maintenance windows, region blocks and the console's address list (what the ops CLI does, per brand, audited). */
export const AccessPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const writer = can(staff, 'settings.write');
  const settings = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(staffAccessSettings, undefined, { signal }), refetchInterval: 30_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [ending, setEnding] = useState<TMaintenanceWindow | null>(null);
  const [country, setCountry] = useState('');
  const [countryReason, setCountryReason] = useState('');
  const [lifting, setLifting] = useState<string | null>(null);
  const [ipText, setIpText] = useState<string | null>(null);
  const [savingIps, setSavingIps] = useState(false);

  const schedule = useMutation({
    mutationFn: () => {
      const start = fromBrandInput(startsAt, offset);
      const end = fromBrandInput(endsAt, offset);
      return call(staffScheduleMaintenance, { reason, ...(start !== null ? { startsAt: start } : {}), ...(end !== null ? { endsAt: end } : {}) });
    },
    onSuccess: (w) => {
      toast.success(t(w.state === 'active' ? 'settings.maintenance_started' : 'settings.maintenance_scheduled'));
      setStartsAt('');
      setEndsAt('');
      setReason('');
    },
    onError: (e) => toast.error(errorText(e)),
    onSettled: refresh,
  });
  const end = useMutation({
    mutationFn: (input: { id: number; reason: string }) => call(staffEndMaintenance, input),
    onSuccess: () => toast.success(t('settings.maintenance_ended')),
    onError: (e) => toast.error(errorText(e)),
    onSettled: () => {
      setEnding(null);
      void refresh();
    },
  });
  const block = useMutation({
    mutationFn: (input: { country: string; reason: string; blocked: boolean }) =>
      call(input.blocked ? staffBlockRegion : staffUnblockRegion, { country: input.country, reason: input.reason }),
    onSuccess: (_v, input) => {
      toast.success(t(input.blocked ? 'settings.blocked' : 'settings.unblocked', { country: input.country.toUpperCase() }));
      if (input.blocked) {
        setCountry('');
        setCountryReason('');
      }
    },
    onError: (e) => toast.error(errorText(e)),
    onSettled: () => {
      setLifting(null);
      void refresh();
    },
  });

  const ips = useMutation({
    mutationFn: (reason: string) =>
      call(staffSetConsoleIps, {
        ips: (ipText ?? '')
          .split(/[\s,]+/)
          .map((v) => v.trim())
          .filter(Boolean),
        reason,
      }),
    onSuccess: () => {
      toast.success(t('settings.ips_saved'));
      setIpText(null);
    },
    onError: (e) => toast.error(errorText(e)),
    onSettled: () => {
      setSavingIps(false);
      void refresh();
    },
  });

  const active = settings.data?.maintenance.find((w) => w.state === 'active');
  const submitWindow = (e: FormEvent) => {
    e.preventDefault();
    schedule.mutate();
  };
  const submitBlock = (e: FormEvent) => {
    e.preventDefault();
    block.mutate({ country, reason: countryReason, blocked: true });
  };

  // The failure or the wait.
  if (!settings.data) return <Loaded query={settings}>{() => null}</Loaded>;
  return (
    <>
      <p className="muted settings-lead">{t('settings.subtitle', { zone: gmtLabel(offset) })}</p>
      <div className="settings-grid">
        <section className="card" aria-labelledby="maintenance-title">
          <h2 id="maintenance-title" className="card__title">
            {t('settings.maintenance')}
          </h2>
          <p className={`site-state site-state--${active ? 'closed' : 'open'}`} data-testid="site-state">
            {active
              ? active.endsAt
                ? t('settings.site_closed_until', { time: brandTime(active.endsAt, offset) })
                : t('settings.site_closed')
              : t('settings.site_open')}
          </p>
          <ul className="window-list">
            {settings.data.maintenance.map((w) => (
              <li key={w.id} className="window-list__item">
                <div>
                  <StatusBadge tone={TONES[w.state]}>{t(`settings.state_${w.state}`)}</StatusBadge>
                  <span className="window-list__time">
                    {brandTime(w.startsAt, offset)} → {w.endsAt ? brandTime(w.endsAt, offset) : t('settings.until_ended')}
                  </span>
                  {w.reason && <span className="window-list__reason">{w.reason}</span>}
                </div>
                {writer && w.state !== 'ended' && (
                  <Button variant="outline" size="sm" onClick={() => setEnding(w)}>
                    {w.state === 'active' ? t('settings.end_now') : t('settings.cancel')}
                  </Button>
                )}
              </li>
            ))}
            {settings.data.maintenance.length === 0 && <li className="muted">{t('settings.no_windows')}</li>}
          </ul>
          {writer && (
            <form className="form-grid settings-form" onSubmit={submitWindow}>
              <div className="form-row">
                <label className="field">
                  <span className="field__label">{t('settings.starts')}</span>
                  <input className="input" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
                  <span className="field__hint">{t('settings.starts_hint')}</span>
                </label>
                <label className="field">
                  <span className="field__label">{t('settings.ends')}</span>
                  <input className="input" type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
                  <span className="field__hint">{t('settings.ends_hint')}</span>
                </label>
              </div>
              <label className="field">
                <span className="field__label">{t('settings.reason')}</span>
                <input className="input" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              </label>
              <div className="form-actions">
                <Button type="submit" variant={startsAt ? 'primary' : 'danger'} disabled={schedule.isPending || !reason.trim()}>
                  {startsAt ? t('settings.schedule') : t('settings.start_now')}
                </Button>
              </div>
            </form>
          )}
        </section>

        <section className="card" aria-labelledby="regions-title">
          <h2 id="regions-title" className="card__title">
            {t('settings.regions')}
          </h2>
          <p className="muted">{t('settings.regions_hint')}</p>
          <ul className="window-list">
            {settings.data.regionBlocks.map((r) => (
              <li key={r.id} className="window-list__item">
                <div>
                  <strong className="mono">{r.country}</strong>
                  {r.since !== null && <span className="window-list__time">{t('settings.since', { time: brandTime(r.since, offset) })}</span>}
                  {r.note && <span className="window-list__reason">{r.note}</span>}
                </div>
                {writer && (
                  <Button variant="outline" size="sm" onClick={() => setLifting(r.country)}>
                    {t('settings.unblock')}
                  </Button>
                )}
              </li>
            ))}
            {settings.data.regionBlocks.length === 0 && <li className="muted">{t('settings.no_blocks')}</li>}
          </ul>
          {writer && (
            <form className="form-row settings-form" onSubmit={submitBlock}>
              <label className="field">
                <span className="field__label">{t('settings.country')}</span>
                <input className="input mono" required pattern="[A-Za-z]{2}" maxLength={2} value={country} onChange={(e) => setCountry(e.target.value.toUpperCase())} />
              </label>
              <label className="field">
                <span className="field__label">{t('settings.reason')}</span>
                <input className="input" required maxLength={500} value={countryReason} onChange={(e) => setCountryReason(e.target.value)} />
              </label>
              <div className="form-actions">
                <Button type="submit" variant="danger" disabled={block.isPending || country.length !== 2 || !countryReason.trim()}>
                  {t('settings.block')}
                </Button>
              </div>
            </form>
          )}
        </section>
        <section className="card" aria-labelledby="ips-title">
          <h2 id="ips-title" className="card__title">
            {t('settings.console_ips')}
          </h2>
          <p className="muted">{t('settings.console_ips_hint', { ip: settings.data.yourIp })}</p>
          <label className="field settings-form">
            <span className="field__label">{t('settings.console_ips_list')}</span>
            <textarea
              className="input input--textarea mono"
              rows={4}
              readOnly={!writer}
              placeholder={t('settings.console_ips_anywhere')}
              value={ipText ?? settings.data.consoleAllowIps.join('\n')}
              onChange={(e) => setIpText(e.target.value)}
            />
          </label>
          {writer && (
            <div className="form-actions">
              <Button onClick={() => setSavingIps(true)} disabled={ipText === null || ips.isPending}>
                {t('settings.console_ips_save')}
              </Button>
            </div>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={savingIps}
        title={t('settings.console_ips_title')}
        message={t('settings.console_ips_body')}
        reason="required"
        busy={ips.isPending}
        onConfirm={(why) => ips.mutate(why ?? '')}
        onCancel={() => setSavingIps(false)}
      />
      <ConfirmDialog
        open={ending !== null}
        title={ending?.state === 'active' ? t('settings.end_title') : t('settings.cancel_title')}
        message={ending?.state === 'active' ? t('settings.end_body') : t('settings.cancel_body')}
        reason="required"
        confirmLabel={ending?.state === 'active' ? t('settings.end_now') : t('settings.cancel')}
        busy={end.isPending}
        onConfirm={(why) => ending && end.mutate({ id: ending.id, reason: why ?? '' })}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={lifting !== null}
        title={t('settings.unblock_title', { country: lifting })}
        message={t('settings.unblock_body', { country: lifting })}
        reason="required"
        confirmLabel={t('settings.unblock')}
        busy={block.isPending}
        onConfirm={(why) => lifting && block.mutate({ country: lifting, reason: why ?? '', blocked: false })}
        onCancel={() => setLifting(null)}
      />
    </>
  );
};
