import { GAME_CLASSIFY_CODES, GAME_SORT_MAX, ZGameChange, ZUpdateGameBody, type TStaffGame, type TStaffVendor } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { FormError, SelectField, TextField, useZodForm } from '@/components/field';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { can, useStaff } from '@/lib/staff';
import { useGames, useUpdateGame, useVendors, type GamesQuery } from './api';

const PAGE_SIZE = 25;
const col = columnsFor<TStaffGame>();

const tagsOf = (g: TStaffGame, t: (key: string) => string) =>
  [g.hot && t('games.tag_hot'), g.new && t('games.tag_new')].filter(Boolean).join(', ') || '—';

/** The brand's games, filtered on the server, in the lobby's order; staff who manage games change one in its panel. */
export const GamesPanel = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const errorText = useErrorText();
  const vendors = useVendors();
  const [filters, setFilters] = useState<Omit<GamesQuery, 'pageNo' | 'pageSize'>>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useGames({ ...filters, pageNo: page, pageSize: PAGE_SIZE });
  const manager = can(staff, 'games.manage');
  const open = list.data?.list.find((g) => g.id === openId) ?? null;
  const vendorList = vendors.data?.list ?? [];
  const categories = [...new Set(vendorList.flatMap((v) => v.gameTypes))].sort();
  const filter = (change: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  const columns = [
    col.accessor('gameName', { header: t('games.game') }),
    col.accessor('vendorName', { header: t('games.vendor'), cell: (c) => `${c.getValue()} · ${c.row.original.vassalage}` }),
    col.accessor('gameType', { header: t('games.category'), cell: (c) => [c.getValue(), c.row.original.classify].filter(Boolean).join(' · ') }),
    col.display({ id: 'tags', header: t('games.tags'), cell: (c) => tagsOf(c.row.original, t) }),
    col.accessor('sort', { header: t('games.sort'), meta: { numeric: true } }),
    col.accessor('enabled', {
      header: t('games.status'),
      cell: (c) => <StatusBadge tone={c.getValue() ? 'success' : 'neutral'}>{t(c.getValue() ? 'games.game_on' : 'games.game_off')}</StatusBadge>,
    }),
  ];

  return (
    <>
      <div className="filters">
        <label className="field">
          <span className="field__label">{t('games.vendor')}</span>
          <select className="input input--select" value={filters.vassalage ?? ''} onChange={(e) => filter({ vassalage: e.target.value || undefined })}>
            <option value="">{t('games.all')}</option>
            {vendorList.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('games.category')}</span>
          <select className="input input--select" value={filters.gameType ?? ''} onChange={(e) => filter({ gameType: e.target.value || undefined })}>
            <option value="">{t('games.all')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('games.status')}</span>
          <select className="input input--select" value={filters.state ?? ''} onChange={(e) => filter({ state: (e.target.value || undefined) as GamesQuery['state'] })}>
            <option value="">{t('games.all')}</option>
            <option value="enabled">{t('games.game_on')}</option>
            <option value="disabled">{t('games.game_off')}</option>
          </select>
        </label>
        <label className="field field--grow">
          <span className="field__label">{t('games.search')}</span>
          <input className="input" type="search" maxLength={100} value={filters.q ?? ''} onChange={(e) => filter({ q: e.target.value || undefined })} />
        </label>
      </div>
      <PagedTable
        label={t('games.tab_games')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={list}
        errorText={errorText}
        empty={t('games.no_games')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.gameName ?? ''}
        subtitle={open ? <StatusBadge tone={open.enabled ? 'success' : 'neutral'}>{t(open.enabled ? 'games.game_on' : 'games.game_off')}</StatusBadge> : null}
      >
        {open && (
          <>
            <Facts
              items={[
                [t('games.vendor'), `${open.vendorName} · ${open.vassalage}`],
                [t('games.game_code'), <span key="c" className="mono">{open.gameCode}</span>],
                [t('games.node_id'), <span key="n" className="mono">{open.nodeId}</span>],
                [t('games.category'), [open.gameType, open.classify].filter(Boolean).join(' · ')],
                [t('games.tags'), tagsOf(open, t)],
                [t('games.sort'), open.sort],
                [t('games.game_maintenance'), t(open.maintenance ? 'games.yes' : 'games.no')],
              ]}
            />
            {manager ? <GameForm key={open.id} game={open} vendor={vendorList.find((v) => v.vassalage === open.vassalage)} /> : <p className="muted">{t('games.view_only')}</p>}
          </>
        )}
      </Drawer>
    </>
  );
};

/** The form's values: the contract's change of a game and its reason (the id is the panel's). */
const ZGameForm = ZGameChange.extend({ reason: ZUpdateGameBody.shape.reason });

const GameForm = ({ game, vendor }: { game: TStaffGame; vendor: TStaffVendor | undefined }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateGame();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(ZGameForm, {
    defaultValues: { enabled: game.enabled, hot: game.hot, new: game.new, sort: game.sort, gameType: game.gameType, classify: game.classify, reason: '' },
  });
  const { errors } = form.formState;
  const types = vendor?.gameTypes.length ? vendor.gameTypes : [game.gameType];

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync({ id: game.id, ...values });
      toast.success(t('games.game_saved', { name: game.gameName }));
      form.reset({ ...form.getValues(), reason: '' });
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <form className="form-grid settings-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="check-row">
        <label className="check">
          <input type="checkbox" {...form.register('enabled')} />
          {t('games.on_site')}
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('hot')} />
          {t('games.tag_hot')}
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('new')} />
          {t('games.tag_new')}
        </label>
      </div>
      <div className="form-row">
        <SelectField label={t('games.category')} error={errors.gameType} {...form.register('gameType')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('games.sub_category')} error={errors.classify} {...form.register('classify', { setValueAs: (v: string | null) => (v === '' ? null : v) })}>
          <option value="">{t('games.none')}</option>
          {GAME_CLASSIFY_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`games.classify_${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('games.sort')} hint={t('games.sort_hint')} type="number" min={0} max={GAME_SORT_MAX} error={errors.sort} {...form.register('sort', { valueAsNumber: true })} />
      </div>
      <TextField label={t('games.reason')} maxLength={500} error={errors.reason} required {...form.register('reason')} />
      <FormError>{error}</FormError>
      <div className="form-actions">
        <Button type="submit" disabled={update.isPending}>
          {t('games.save_game')}
        </Button>
      </div>
    </form>
  );
};
