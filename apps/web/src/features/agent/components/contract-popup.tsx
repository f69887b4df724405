import type { TAgentContract, TContractKind, TContractOffers } from '@wps/contracts/player';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconCheckCircle, IconInbox, IconInfo } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { popups, usePopup } from '@/lib/popups';
import { useToken } from '@/lib/session';
import { formatClock } from '@/lib/time';
import { useAgentContracts, useContractOffers, useContractRequests, useDecideContract } from '../api/agent';
import { flaggedKinds, formatRate } from '../utils/contract-terms';
import { contractKindLabel, contractPeriodLabel } from './agent-labels';
import { PreviewSummary, Refusal, TiersTable, useBrandName } from './contract-parts';
import './agent.css';
import './contracts.css';

type Offer = TContractOffers['offers'][number];

/**
 * The contract popup's trigger (SPEC.md §2 hosted popups: contract, logged-in
 * only; §3 consolidated contract flags): for a signed-in agent it asks the
 * flags on load, when the window gets focus again and every minute, and opens
 * the popup when an offer waits — never over another popup. Closing it
 * without answering keeps it closed for the kinds still waiting until they
 * stop waiting (answered elsewhere, withdrawn) and a new offer comes, or the
 * agent opens it again from their contracts. Renders nothing.
 */
export const ContractRequestsTrigger = () => {
  const token = useToken();
  const popup = usePopup();
  const requests = useContractRequests(true, true);
  const [dismissed, setDismissed] = useState<ReadonlySet<TContractKind>>(() => new Set());
  const [sessionToken, setSessionToken] = useState(token);
  const shown = useRef(false);
  // A new session starts with nothing dismissed.
  if (sessionToken !== token) {
    setSessionToken(token);
    setDismissed(new Set());
  }
  const flagged = flaggedKinds(requests.data);
  const waitingKey = flagged.filter((k) => !dismissed.has(k)).join(',');
  const flaggedKey = flagged.join(',');
  const isOpen = popup?.name === 'contract';
  const others = popup !== null && !isOpen;

  // A dismissed kind that no longer waits is forgotten: its next offer opens the popup again.
  useEffect(() => {
    if (!requests.data) return;
    const now = flaggedKinds(requests.data);
    setDismissed((d) => {
      const kept = [...d].filter((k) => now.includes(k));
      return kept.length === d.size ? d : new Set(kept);
    });
  }, [requests.data]);

  useEffect(() => {
    if (isOpen) {
      shown.current = true;
      return;
    }
    if (shown.current) {
      // Closed: what still waits stays closed.
      shown.current = false;
      setDismissed(new Set(flaggedKey.split(',').filter(Boolean) as TContractKind[]));
      return;
    }
    if (!others && waitingKey !== '') popups.open('contract');
  }, [isOpen, others, waitingKey, flaggedKey]);

  return null;
};

/** Opens the contract popup from a screen (an offer listed among the agent's contracts). */
export const openContractPopup = () => popups.open('contract');

/** One waiting offer: who offers, kind and period, tiers, the what-if, the consequences and the answer. */
const OfferCard = ({
  offer,
  current,
  currentKnown,
  onAnswered,
}: {
  offer: Offer;
  current: TAgentContract | undefined;
  currentKnown: boolean;
  onAnswered: (text: string) => void;
}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const brandName = useBrandName();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const decide = useDecideContract();
  const kind = contractKindLabel(t, offer.kind);
  const raises = current !== undefined && offer.maxRate > current.maxRate;
  const busy = decide.isPending;
  const answer = (action: 'accept' | 'decline') =>
    decide.mutate(
      { kind: offer.kind, contractId: offer.id, action },
      { onSuccess: () => onAnswered(action === 'accept' ? t('agent_center.offer_accepted', { kind }) : t('agent_center.offer_declined', { kind })) },
    );
  const id = `contract-offer-${offer.id}`;

  return (
    <article className="contract-offer card" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="contract-offer__head">
        <div>
          <h3 id={`${id}-title`} className="contract-offer__title">
            {t('agent_center.offer_title', { kind, period: contractPeriodLabel(t, offer.period) })}
          </h3>
          <p className="contract-offer__from muted" data-testid={`${id}-from`}>
            {offer.uplineAccount
              ? t('agent_center.offer_from_upline', { account: offer.uplineAccount })
              : t('agent_center.offer_from_brand', { brand: brandName })}
            {' · '}
            {formatClock(offer.offeredAt, offset)}
          </p>
        </div>
        <span className="contract-chip contract-chip--rate" data-testid={`${id}-max`}>
          {t('agent_center.offer_up_to', { rate: formatRate(offer.maxRate) })}
        </span>
      </header>
      <TiersTable tiers={offer.tiers} testId={`${id}-tiers`} caption={t('agent_center.tiers_caption')} />
      <PreviewSummary preview={offer.preview} testId={`${id}-preview`} lead={t('agent_center.preview_lead')} />
      <div className="contract-note" data-testid={`${id}-note`}>
        <IconInfo size={16} />
        <div>
          {current ? (
            <>
              <p>{t('agent_center.offer_replaces', { kind, rate: formatRate(current.maxRate) })}</p>
              {raises && <p data-testid={`${id}-note-raise`}>{t('agent_center.offer_raise_ends', { kind })}</p>}
            </>
          ) : currentKnown ? (
            <p>{t('agent_center.offer_first', { kind })}</p>
          ) : (
            <p>{t('agent_center.offer_replaces_any', { kind })}</p>
          )}
        </div>
      </div>
      {decide.isError && <Refusal error={decide.error} testId={`${id}-error`} />}
      <div className="contract-offer__actions">
        <Button variant="danger" disabled={busy} onClick={() => answer('decline')} data-testid={`${id}-decline`}>
          {t('agent_center.offer_decline')}
        </Button>
        <Button variant="primary" disabled={busy} aria-busy={busy || undefined} onClick={() => answer('accept')} data-testid={`${id}-accept`}>
          {busy ? t('form.submitting') : t('agent_center.offer_accept')}
        </Button>
      </div>
    </article>
  );
};

/** The offers of one flagged kind (its GET process call). */
const KindOffers = ({
  kind,
  held,
  heldKnown,
  onAnswered,
}: {
  kind: TContractKind;
  held: TAgentContract[];
  heldKnown: boolean;
  onAnswered: (text: string) => void;
}) => {
  const { t } = useTranslation();
  const offers = useContractOffers(kind);
  if (offers.isPending) return <Spinner label={t('common.loading')} />;
  if (offers.isError) return <LoadFailed title={t('agent_center.load_failed')} error={offers.error} onRetry={() => void offers.refetch()} />;
  const current = held.find((c) => c.kind === kind && c.status === 'accepted');
  return (
    <>
      {offers.data.offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} current={current} currentKnown={heldKnown} onAnswered={onAnswered} />
      ))}
    </>
  );
};

/**
 * What the contract popup shows: the waiting offers of each flagged kind
 * with their terms and what-if, to accept or decline; when none is left, a
 * word that all are answered and a way out.
 */
export const ContractOffersPanel = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const requests = useContractRequests(true, false);
  const contracts = useAgentContracts();
  const kinds = flaggedKinds(requests.data);
  // Once offers were shown, an empty list means they were all answered.
  const [hadOffers, setHadOffers] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    if (kinds.length > 0) setHadOffers(true);
  }, [kinds.length]);

  if (requests.isPending) return <Spinner label={t('common.loading')} />;
  if (requests.isError) return <LoadFailed title={t('agent_center.load_failed')} error={requests.error} onRetry={() => void requests.refetch()} />;
  if (kinds.length === 0) {
    return (
      <div className="contract-popup" data-testid="contract-popup-empty">
        <EmptyState
          compact
          icon={hadOffers ? <IconCheckCircle size={28} /> : <IconInbox size={28} />}
          title={hadOffers ? t('agent_center.offers_done_title') : t('agent_center.offers_none_title')}
          body={hadOffers ? t('agent_center.offers_done_body') : undefined}
          actions={
            <Button variant="primary" onClick={onClose} data-testid="contract-popup-close">
              {t('agent_center.close')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="contract-popup stack" data-testid="contract-popup">
      {answered && (
        <p className="contract-note contract-note--done" role="status" data-testid="contract-popup-answered">
          <IconCheckCircle size={16} />
          <span>{answered}</span>
        </p>
      )}
      <p className="muted">{t('agent_center.offers_lead')}</p>
      {kinds.map((kind) => (
        <KindOffers key={kind} kind={kind} held={contracts.data?.mine ?? []} heldKnown={contracts.isSuccess} onAnswered={setAnswered} />
      ))}
    </div>
  );
};
