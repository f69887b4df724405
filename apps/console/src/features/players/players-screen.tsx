import { PLAYER_SEARCH_FIELDS, type TPlayerRow } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsFor, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { useStaff } from '@/lib/staff';
import { brandTime, gmtLabel } from '@/lib/time';
import { usePlayerSearch, useTagList, type PlayerSearch } from './api';

type By = (typeof PLAYER_SEARCH_FIELDS)[number];
const PAGE_SIZE = 25;
const col = columnsFor<TPlayerRow>();

/** Find a player: by the start of the username, or a phone, email, id, address or bank account, optionally with a tag; newest first. */
export const PlayersScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const offset = staff?.brand?.gmtOffsetMinutes ?? 0;
  const [by, setBy] = useState<By>('username');
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const tags = useTagList();
  const [query, setQuery] = useState<PlayerSearch>({ by: 'username', q: '', pageSize: PAGE_SIZE });
  /** The `before` cursors of the pages walked so far (the first page has none). */
  const [trail, setTrail] = useState<number[]>([]);
  const list = usePlayerSearch(query);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTrail([]);
    setQuery({ by, q: text.trim(), pageSize: PAGE_SIZE, ...(tag ? { tag } : {}) });
  };
  const older = () => {
    const next = list.data?.next;
    if (!next) return;
    setTrail([...trail, next]);
    setQuery({ ...query, before: next });
  };
  const newer = () => {
    const rest = trail.slice(0, -1);
    setTrail(rest);
    const before = rest[rest.length - 1];
    setQuery({ by: query.by, q: query.q, pageSize: PAGE_SIZE, ...(query.tag ? { tag: query.tag } : {}), ...(before ? { before } : {}) });
  };

  const columns = [
    col.accessor('id', { header: t('players.id'), meta: { numeric: true } }),
    col.accessor('account', { header: t('players.username'), cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('mobile', { header: t('players.phone'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('email', { header: t('players.email'), cell: (c) => c.getValue() ?? '—' }),
    col.accessor('status', {
      header: t('players.status'),
      cell: (c) => <StatusBadge tone={c.getValue() === 'active' ? 'success' : 'danger'}>{t(`players.status_${c.getValue()}`)}</StatusBadge>,
    }),
    col.accessor('createdAt', { header: t('players.joined', { zone: gmtLabel(offset) }), cell: (c) => brandTime(c.getValue(), offset) }),
    col.accessor('lastLoginAt', { header: t('players.last_login'), cell: (c) => (c.getValue() ? brandTime(c.getValue() as number, offset) : '—') }),
  ];
  const rows = list.data?.list ?? [];

  return (
    <>
      <PageHeader title={t('players.title')} subtitle={t('players.subtitle')} />
      <form className="filters" onSubmit={submit} role="search">
        <label className="field field--inline">
          <span className="field__label">{t('players.search_by')}</span>
          <select className="input" value={by} onChange={(e) => setBy(e.target.value as By)}>
            {PLAYER_SEARCH_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`players.by_${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline field--grow">
          <span className="field__label">{t('players.search')}</span>
          <input className="input" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} placeholder={t(`players.hint_${by}`)} />
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('players.tag')}</span>
          <select className="input" value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">{t('players.any_tag')}</option>
            {(tags.data?.list ?? []).map((b) => (
              <option key={b.id} value={b.label}>
                {t('players.tag_count', { tag: b.label, n: b.players })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('players.find')}</Button>
      </form>
      <DataTable
        label={t('players.title')}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        size={PAGE_SIZE}
        onPage={() => undefined}
        loading={list.isFetching && !list.data}
        error={list.isError ? errorText(list.error) : undefined}
        onRetry={() => void list.refetch()}
        empty={query.q || query.tag ? t('players.none_found') : t('players.none')}
        onRowClick={(row) => void navigate(`/players/${row.id}`)}
        footer={
          <>
            <p className="data-table__range">{t('players.page_n', { n: trail.length + 1 })}</p>
            <div className="data-table__pages">
              <Button variant="ghost" size="sm" disabled={trail.length === 0} onClick={newer}>
                {t('players.newer')}
              </Button>
              <Button variant="ghost" size="sm" disabled={!list.data?.next} onClick={older}>
                {t('players.older')}
              </Button>
            </div>
          </>
        }
      />
    </>
  );
};
