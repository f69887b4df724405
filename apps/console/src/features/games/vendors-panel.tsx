import type { TStaffVendor, TVendorMaintenance } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { brandTime, fromBrandInput, gmtLabel } from '@/lib/time';
import { useEndVendorMaintenance, useScheduleVendorMaintenance, useSetVendorEnabled, useVendors } from './api';
import { VENDOR_TONES, WINDOW_TONES } from './states';
import { ProviderSettingsForm, SecretRotation } from './vendor-settings';

const col = columnsFor<TStaffVendor>();

/** The brand's vendors: on or off the site, under maintenance, and how the platform talks to them. */
export const VendorsPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const errorText = useErrorText();
  const vendors = useVendors();
  const setEnabled = useSetVendorEnabled();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const manager = can(staff, 'games.manage');
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const open = vendors.data?.list.find((v) => v.vassalage === openCode) ?? null;

  const columns = [
    col.accessor('displayName', {
      header: t('games.vendor'),
      cell: (c) => (
        <>
          {c.getValue()} <span className="mono muted">{c.row.original.vassalage}</span>
        </>
      ),
    }),
    col.accessor('status', { header: t('games.status'), cell: (c) => <StatusBadge tone={VENDOR_TONES[c.getValue()]}>{t(`games.vendor_${c.getValue()}`)}</StatusBadge> }),
    col.accessor('gameTypes', { header: t('games.categories'), cell: (c) => c.getValue().join(', ') || '—' }),
    col.accessor('walletMode', { header: t('games.wallet_mode'), cell: (c) => t(`games.wallet_${c.getValue()}`) }),
    col.accessor('gameCount', { header: t('games.game_count'), meta: { numeric: true } }),
  ];

  const toggle = async (reason: string | undefined) => {
    if (!open) return;
    const enabled = open.status === 'disabled';
    try {
      await setEnabled.mutateAsync({ vassalage: open.vassalage, enabled, reason: reason ?? '' });
      toast.success(t(enabled ? 'games.vendor_enabled_toast' : 'games.vendor_disabled_toast', { name: open.displayName }));
    } catch (e) {
      toast.error(errorText(e));
    }
    setSwitching(false);
  };

  return (
    <>
      <ListTable
        label={t('games.tab_vendors')}
        columns={columns}
        rows={vendors.data?.list ?? []}
        query={vendors}
        errorText={errorText}
        empty={t('games.no_vendors')}
        getRowId={(row) => row.vassalage}
        onRowClick={(row) => setOpenCode(row.vassalage)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenCode(null)}
        title={open ? `${open.displayName} (${open.vassalage})` : ''}
        subtitle={open ? <StatusBadge tone={VENDOR_TONES[open.status]}>{t(`games.vendor_${open.status}`)}</StatusBadge> : null}
        footer={
          open && manager && open.gameTypes.length > 0 ? (
            <Button variant={open.status === 'disabled' ? 'primary' : 'danger'} onClick={() => setSwitching(true)}>
              {t(open.status === 'disabled' ? 'games.enable_vendor' : 'games.disable_vendor')}
            </Button>
          ) : undefined
        }
      >
        {open && (
          <>
            <Facts
              items={[
                [t('games.categories'), open.gameTypes.join(', ') || t('games.not_catalogued')],
                [t('games.wallet_mode'), t(`games.wallet_${open.walletMode}`)],
                [t('games.game_count'), open.gameCount],
                [t('games.launch_url'), open.settings ? <span className="mono">{open.settings.launchUrl}</span> : t('games.not_connected')],
                [t('games.currency'), open.settings?.currency],
                [t('games.allowed_ips'), open.settings ? open.settings.allowedIps.join(', ') || t('games.any_address') : null],
                [t('games.secret_rotated', { zone: gmtLabel(offset) }), open.settings?.secretRotatedAt ? brandTime(open.settings.secretRotatedAt, offset) : t('games.never')],
              ]}
            />
            <MaintenanceSection vendor={open} manager={manager} offset={offset} />
            {open.settings && manager && (
              <>
                <h3 className="record-panel__section">{t('games.provider_settings')}</h3>
                <ProviderSettingsForm key={open.vassalage} vendor={open} />
                <h3 className="record-panel__section">{t('games.secret')}</h3>
                <SecretRotation key={`secret-${open.vassalage}`} vendor={open} offset={offset} />
              </>
            )}
            {!manager && <p className="muted">{t('games.view_only')}</p>}
          </>
        )}
      </Drawer>
      <ConfirmDialog
        open={switching && open !== null}
        title={t(open?.status === 'disabled' ? 'games.enable_vendor' : 'games.disable_vendor')}
        message={t(open?.status === 'disabled' ? 'games.enable_vendor_body' : 'games.disable_vendor_body', { name: open?.displayName })}
        tone={open?.status === 'disabled' ? 'primary' : 'danger'}
        reason="required"
        busy={setEnabled.isPending}
        onConfirm={(reason) => void toggle(reason)}
        onCancel={() => setSwitching(false)}
      />
    </>
  );
};

/** A vendor's windows (the open one, then the last that ended); staff who manage games start, schedule, end or cancel them. */
const MaintenanceSection = ({ vendor, manager, offset }: { vendor: TStaffVendor; manager: boolean; offset: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const schedule = useScheduleVendorMaintenance();
  const end = useEndVendorMaintenance();
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [ending, setEnding] = useState<TVendorMaintenance | null>(null);
  const hasOpen = vendor.maintenance.some((w) => w.state !== 'ended');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const start = fromBrandInput(startsAt, offset);
    const stop = fromBrandInput(endsAt, offset);
    try {
      const after = await schedule.mutateAsync({ vassalage: vendor.vassalage, reason, ...(start !== null ? { startsAt: start } : {}), ...(stop !== null ? { endsAt: stop } : {}) });
      toast.success(t(after.status === 'maintenance' ? 'games.maintenance_started' : 'games.maintenance_scheduled'));
      setStartsAt('');
      setEndsAt('');
      setReason('');
    } catch (err) {
      toast.error(errorText(err));
    }
  };
  const stop = async (why: string | undefined) => {
    if (!ending) return;
    try {
      await end.mutateAsync({ id: ending.id, reason: why ?? '' });
      toast.success(t('games.maintenance_ended'));
    } catch (err) {
      toast.error(errorText(err));
    }
    setEnding(null);
  };

  return (
    <>
      <h3 className="record-panel__section">{t('games.maintenance')}</h3>
      <ul className="window-list">
        {vendor.maintenance.map((w) => (
          <li key={w.id} className="window-list__item">
            <div>
              <StatusBadge tone={WINDOW_TONES[w.state]}>{t(`games.window_${w.state}`)}</StatusBadge>
              <span className="window-list__time">
                {brandTime(w.startsAt, offset)} → {w.endsAt ? brandTime(w.endsAt, offset) : t('games.until_ended')}
              </span>
              <span className="window-list__reason">{w.reason}</span>
            </div>
            {manager && w.state !== 'ended' && (
              <Button variant="outline" size="sm" onClick={() => setEnding(w)}>
                {w.state === 'active' ? t('games.end_now') : t('games.cancel_window')}
              </Button>
            )}
          </li>
        ))}
        {vendor.maintenance.length === 0 && <li className="muted">{t('games.no_windows')}</li>}
      </ul>
      {manager && !hasOpen && vendor.gameTypes.length > 0 && (
        <form className="form-grid settings-form" onSubmit={(e) => void submit(e)}>
          <div className="form-row">
            <label className="field">
              <span className="field__label">{t('games.starts', { zone: gmtLabel(offset) })}</span>
              <input className="input" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
              <span className="field__hint">{t('games.starts_hint')}</span>
            </label>
            <label className="field">
              <span className="field__label">{t('games.ends', { zone: gmtLabel(offset) })}</span>
              <input className="input" type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
              <span className="field__hint">{t('games.ends_hint')}</span>
            </label>
          </div>
          <label className="field">
            <span className="field__label">{t('games.reason')}</span>
            <input className="input" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <div className="form-actions">
            <Button type="submit" variant={startsAt ? 'primary' : 'danger'} disabled={schedule.isPending || !reason.trim()}>
              {startsAt ? t('games.schedule') : t('games.start_now')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.state === 'active' ? t('games.end_title') : t('games.cancel_title')}
        message={t(ending?.state === 'active' ? 'games.end_body' : 'games.cancel_body', { name: vendor.displayName })}
        reason="required"
        busy={end.isPending}
        onConfirm={(why) => void stop(why)}
        onCancel={() => setEnding(null)}
      />
    </>
  );
};
