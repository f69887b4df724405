import { CLUSTER_KINDS, type TClusterKind, type TStaffCluster } from '@wps/contracts/staff';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, PagedTable } from '@/components/data-table';
import { useErrorText } from '@/lib/error-text';
import { useClusters, type ClustersQuery } from './api';
import { count } from './format';
import { MemberLink } from './parts';

const PAGE_SIZE = 25;
const col = columnsFor<TStaffCluster>();

/**
 * Members sharing a device, a registration address or a bank account,
 * largest clusters first: what they share (masked by the server) and each
 * member, linked to their player page. Where rewards are paid per person,
 * a cluster is where one person may be collecting them many times.
 */
export const ClustersPanel = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<TClusterKind | ''>('');
  const [page, setPage] = useState(1);
  const query: ClustersQuery = { pageNo: page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) };
  const clusters = useClusters(query);

  const columns = useMemo(
    () => [
      col.accessor('kind', { header: t('engagement.col_kind'), cell: (c) => t(`engagement.cluster_${c.getValue()}`) }),
      col.accessor('shared', { header: t('engagement.col_shared'), cell: (c) => <span className="mono eng-shared">{c.getValue()}</span> }),
      col.accessor((c) => c.members.length, { id: 'size', header: t('engagement.col_size'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('members', {
        header: t('engagement.col_members'),
        cell: (c) => (
          <ul className="eng-members" aria-label={t('engagement.members_sharing', { shared: c.row.original.shared })}>
            {c.getValue().map((m) => (
              <li key={m.id}>
                <MemberLink id={m.id} account={m.account} />
              </li>
            ))}
          </ul>
        ),
      }),
    ],
    [t],
  );

  return (
    <section aria-label={t('engagement.tab_clusters')}>
      <p className="muted eng-lead">{t('engagement.clusters_lead')}</p>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('engagement.col_kind')}</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as TClusterKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('engagement.cluster_all')}</option>
            {CLUSTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`engagement.cluster_${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        label={t('engagement.clusters_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={clusters}
        errorText={errorText}
        getRowId={(row, i) => `${row.kind}:${row.shared}:${i}`}
        empty={kind ? t('engagement.no_clusters_match') : t('engagement.no_clusters')}
      />
    </section>
  );
};
