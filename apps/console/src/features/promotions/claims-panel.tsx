import { CLAIM_STATUSES, staffPromotionImage, type TClaimStatus, type TStaffClaim } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Icon } from '@/components/icon';
import { Money } from '@/components/money';
import { useToast } from '@/components/toast';
import { UploadImage } from '@/components/upload-image';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useClaims, useDecideClaim, usePromotions, type ClaimsQuery } from './api';
import { ApproveDialog } from './approve-dialog';
import { DECIDABLE, localText } from './format';
import { AbuseBadge, AbuseFlags, ClaimStatus, MemberLink, useBrand } from './parts';

const PAGE_SIZE = 25;
const col = columnsFor<TStaffClaim>();

/** A claim's pictures as thumbnails that open larger, read the way the finance queues read receipts. */
const ClaimImages = ({ ids }: { ids: readonly number[] }) => {
  const { t } = useTranslation();
  if (ids.length === 0) return <p className="muted">{t('promotions.no_images')}</p>;
  return (
    <div className="upload-grid">
      {ids.map((id, i) => (
        <UploadImage key={id} id={id} source={staffPromotionImage} label={t('promotions.image_n', { n: i + 1 })} />
      ))}
    </div>
  );
};

/**
 * The claims queue: applications and rewards waiting for a decision first
 * (any status on demand, one promotion or all), each with the member's
 * comment and pictures and the members sharing their phone, e-mail, bank
 * account or device; approve (an amount within the promotion's maximum, or
 * its own) or reject, each with a reason.
 */
export const ClaimsPanel = ({
  promotionId,
  onPromotion,
  manager,
}: {
  promotionId: number | null;
  onPromotion: (id: number | null) => void;
  manager: boolean;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { offset, currency, languages, language } = useBrand();
  const promotions = usePromotions();
  const [status, setStatus] = useState<TClaimStatus | ''>(DECIDABLE);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const query: ClaimsQuery = { pageNo: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}), ...(promotionId ? { promotionId } : {}) };
  const claims = useClaims(query);
  const decide = useDecideClaim();
  const open = claims.data?.list.find((c) => c.id === openId) ?? null;
  const promotionOf = (id: number) => promotions.data?.list.find((p) => p.id === id) ?? null;
  const openPromotion = open ? promotionOf(open.promotionId) : null;
  const decidable = open?.status === DECIDABLE;

  const send = async (body: { approve: boolean; amount?: string; reason: string }) => {
    if (!open) return;
    try {
      await decide.mutateAsync({ id: open.id, ...body });
      toast.success(t(body.approve ? 'promotions.approved_toast' : 'promotions.rejected_toast', { account: open.account, code: open.promotionCode }));
      setDecision(null);
      setOpenId(null);
    } catch (e) {
      toast.error(errorText(e));
      setDecision(null);
    }
  };

  const columns = [
    col.accessor('account', { header: t('promotions.col_member'), cell: (c) => <MemberLink id={c.row.original.memberId} account={c.getValue()} /> }),
    col.accessor('promotionCode', {
      header: t('promotions.col_promotion'),
      cell: (c) => {
        const promotion = promotionOf(c.row.original.promotionId);
        return (
          <span className="promo-name">
            {promotion && <span>{localText(promotion.title, language, languages)}</span>}
            <span className="mono muted">{c.getValue()}</span>
          </span>
        );
      },
    }),
    col.accessor('status', { header: t('promotions.status'), cell: (c) => <ClaimStatus status={c.getValue()} /> }),
    col.accessor('amount', {
      header: t('promotions.claim_amount'),
      cell: (c) => (c.getValue() === null ? <span className="muted">—</span> : <Money minor={c.getValue()!} />),
      meta: { numeric: true },
    }),
    col.accessor('comment', { header: t('promotions.comment'), cell: (c) => <span className="promo-comment">{c.getValue() ?? '—'}</span> }),
    col.accessor('imageIds', {
      header: t('promotions.images'),
      cell: (c) =>
        c.getValue().length > 0 ? (
          <span className="promo-images" title={t('promotions.images')}>
            <Icon name="image" size={14} />
            {c.getValue().length}
          </span>
        ) : (
          <span className="muted">—</span>
        ),
      meta: { numeric: true },
    }),
    col.accessor('sharedWith', { header: t('promotions.col_flags'), cell: (c) => <AbuseBadge shared={c.getValue()} /> }),
    col.accessor('createdAt', { header: t('promotions.col_created', { zone: gmtLabel(offset) }), cell: (c) => <span className="promo-time">{brandTime(c.getValue(), offset)}</span> }),
  ];

  return (
    <section aria-label={t('promotions.tab_claims')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('promotions.status')}</span>
          <select
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TClaimStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('promotions.all_statuses')}</option>
            {CLAIM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.claim_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('promotions.promotion')}</span>
          <select
            className="input"
            value={promotionId ?? ''}
            onChange={(e) => {
              onPromotion(e.target.value ? Number(e.target.value) : null);
              setPage(1);
            }}
          >
            <option value="">{t('promotions.all_promotions')}</option>
            {/* A promotion in the address but not (yet) in the list still shows as chosen. */}
            {promotionId !== null && !promotionOf(promotionId) && <option value={promotionId}>#{promotionId}</option>}
            {(promotions.data?.list ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        label={t('promotions.claims_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={claims}
        errorText={errorText}
        empty={status === DECIDABLE ? t('promotions.no_pending_claims') : t('promotions.no_claims')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('promotions.claim_title', { account: open.account, code: open.promotionCode }) : ''}
        subtitle={open ? <ClaimStatus status={open.status} /> : null}
        footer={
          open && decidable && manager ? (
            <>
              <Button variant="danger" onClick={() => setDecision('reject')}>
                {t('promotions.reject')}
              </Button>
              <Button onClick={() => setDecision('approve')}>{t('promotions.approve')}</Button>
            </>
          ) : undefined
        }
      >
        {open && (
          <>
            <AbuseFlags shared={open.sharedWith} />
            <Facts
              items={[
                [t('promotions.col_member'), <MemberLink key="m" id={open.memberId} account={open.account} />],
                [t('promotions.promotion'), openPromotion ? `${localText(openPromotion.title, language, languages)} (${open.promotionCode})` : open.promotionCode],
                [t('promotions.claim_amount'), open.amount === null ? null : <Money key="a" minor={open.amount} currency={currency} />],
                [t('promotions.reward_max'), openPromotion ? <Money key="x" minor={openPromotion.reward.maxAmount} currency={currency} /> : null],
                [t('promotions.col_created', { zone: gmtLabel(offset) }), brandTime(open.createdAt, offset)],
                [t('promotions.decided'), open.decidedAt === null ? null : brandTime(open.decidedAt, offset)],
                [t('promotions.decision_reason'), open.reason],
              ]}
            />
            <h3 className="record-panel__section">{t('promotions.comment')}</h3>
            <p className="promo-comment-full">{open.comment ?? <span className="muted">{t('promotions.no_comment')}</span>}</p>
            <h3 className="record-panel__section">{t('promotions.images')}</h3>
            <ClaimImages ids={open.imageIds} />
            {decidable && !manager && <p className="muted">{t('promotions.decide_view_only')}</p>}
          </>
        )}
      </Drawer>
      {open && decision === 'approve' && (
        <ApproveDialog
          claim={open}
          promotion={openPromotion}
          busy={decide.isPending}
          onConfirm={(body) => void send({ approve: true, ...body })}
          onCancel={() => setDecision(null)}
        />
      )}
      <ConfirmDialog
        open={open !== null && decision === 'reject'}
        title={t('promotions.reject_title', { account: open?.account ?? '' })}
        message={t('promotions.reject_body', { code: open?.promotionCode ?? '' })}
        tone="danger"
        reason="required"
        reasonLabel={t('promotions.reject_reason')}
        reasonMaxLength={200}
        confirmLabel={t('promotions.reject')}
        busy={decide.isPending}
        onConfirm={(reason) => void send({ approve: false, reason: reason ?? '' })}
        onCancel={() => setDecision(null)}
      />
    </section>
  );
};
