import type { TStaffChannel } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { useChannels } from './api';
import { ChannelForm } from './channel-form';

const col = columnsFor<TStaffChannel>();

/** "1.5 % + 5.00", "—" for no fee. */
const FeeRule = ({ channel }: { channel: TStaffChannel }) => {
  const parts = [channel.feeBps > 0 ? `${channel.feeBps / 100} %` : null, channel.feeFixed !== '0' ? <Money key="fixed" minor={channel.feeFixed} /> : null].filter(Boolean);
  if (parts.length === 0) return <>—</>;
  return <>{parts.length === 2 ? [parts[0], ' + ', parts[1]] : parts[0]}</>;
};

/** On the deposit page or not, and why not: switched off, or a gateway not yet set up. */
const ChannelState = ({ channel }: { channel: TStaffChannel }) => {
  const { t } = useTranslation();
  if (!channel.enabled) return <StatusBadge tone="neutral">{t('channels.state_disabled')}</StatusBadge>;
  if (channel.kind === 'gateway' && !channel.gatewayReady) return <StatusBadge tone="warn">{t('channels.state_not_ready')}</StatusBadge>;
  return <StatusBadge tone="success">{t('channels.state_live')}</StatusBadge>;
};

/** The brand's deposit channels: limits, fees, where players transfer to, on or off, their order on the deposit page. */
export const ChannelsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const channels = useChannels();
  const writer = can(staff, 'finance.review');
  // null: closed; 'new': the add form; a number: that channel.
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const list = channels.data?.list ?? [];
  const current = typeof open === 'number' ? (list.find((c) => c.id === open) ?? null) : null;
  const nextSort = list.reduce((max, c) => Math.max(max, c.sort + 1), 0);

  const columns = [
    col.accessor('name', {
      header: t('channels.name'),
      cell: (c) => (
        <>
          {c.getValue()} <span className="mono muted">{c.row.original.code}</span>
        </>
      ),
    }),
    col.accessor('kind', { header: t('channels.kind'), cell: (c) => t(`channels.kind_${c.getValue()}`) }),
    col.accessor('minAmount', { header: t('channels.min'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
    col.accessor('maxAmount', { header: t('channels.max'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
    col.display({ id: 'fee', header: t('channels.fee'), cell: (c) => <FeeRule channel={c.row.original} />, meta: { numeric: true } }),
    col.display({
      id: 'account',
      header: t('channels.receiving_account'),
      cell: (c) => (c.row.original.kind === 'bank' ? `${c.row.original.bankName ?? ''} · ${c.row.original.accountNumber ?? ''}` : '—'),
    }),
    col.accessor('sort', { header: t('channels.sort'), meta: { numeric: true } }),
    col.display({ id: 'state', header: t('channels.state'), cell: (c) => <ChannelState channel={c.row.original} /> }),
  ];

  return (
    <>
      <PageHeader
        title={t('channels.title')}
        subtitle={t('channels.subtitle')}
        actions={writer ? <Button onClick={() => setOpen('new')}>{t('channels.add')}</Button> : undefined}
      />
      <ListTable
        label={t('channels.title')}
        columns={columns}
        rows={list}
        query={channels}
        errorText={errorText}
        empty={t('channels.none')}
        onRowClick={(row) => setOpen(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'new' ? t('channels.add') : current ? `${current.name} (${current.code})` : ''}
        subtitle={current ? <ChannelState channel={current} /> : null}
      >
        {open === 'new' && writer && <ChannelForm channel={null} nextSort={nextSort} onSaved={(saved) => setOpen(saved.id)} />}
        {current && writer && <ChannelForm key={current.id} channel={current} nextSort={nextSort} onSaved={() => undefined} />}
        {current && !writer && (
          <>
            <Facts
              items={[
                [t('channels.kind'), t(`channels.kind_${current.kind}`)],
                [t('channels.min'), <Money key="min" minor={current.minAmount} />],
                [t('channels.max'), <Money key="max" minor={current.maxAmount} />],
                [t('channels.fee'), <FeeRule key="fee" channel={current} />],
                [t('channels.bank_name'), current.bankName],
                [t('channels.account_name'), current.accountName],
                [t('channels.account_number'), current.accountNumber ? <span className="mono">{current.accountNumber}</span> : null],
                [t('channels.sort'), current.sort],
              ]}
            />
            <p className="muted">{t('channels.view_only')}</p>
          </>
        )}
      </Drawer>
    </>
  );
};
