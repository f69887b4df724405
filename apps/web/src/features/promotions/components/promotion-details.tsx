import { ErrorCode, PROMOTION_TEXT_MAX, type TPromotion, type TPromotionStanding, type TPromotionState } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconAlert, IconCheckCircle, IconInfo, IconTicket } from '@/components/icons';
import { Modal } from '@/components/modal';
import { apiCode, apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { usePromotionJoin } from '../api/promotion-join';
import { usePromotionRaffleClaim } from '../api/promotion-raffle-claim';
import { type PromotionAction, promotionAction } from '../utils/promotion-state';
import { promotionTerms, termParagraphs, type TermContext } from '../utils/promotion-terms';
import { ApplicationForm } from './application-form';
import { categoryLabel, standingAmount, stateLabel, stateNote } from './promotion-labels';
import { StateBadge } from './state-badge';

/**
 * The one-button actions: join (with the code when it needs one), or a claim.
 * A claim, offered before (raffle) or as a ready reward (claim), is always
 * MCS2_claimRafflePromotion: the server's "ready to claim" is a manual-claim
 * promotion not yet taken, and the reward request takes applications only.
 */
const QuickAction = ({
  promotion,
  action,
  amount,
  onDone,
}: {
  promotion: TPromotion;
  action: 'join' | 'raffle' | 'claim';
  amount: string | null;
  onDone: (standing: TPromotionStanding) => void;
}) => {
  const { t } = useTranslation();
  const join = usePromotionJoin();
  const claim = usePromotionRaffleClaim();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = join.isPending || claim.isPending;
  const askCode = action === 'join' && promotion.needsCode;

  const failed = (err: unknown) => {
    if (askCode && apiCode(err) === ErrorCode.promotionCodeInvalid) setCodeError(apiMessage(t, err));
    else setError(apiMessage(t, err));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setError(null);
    const callbacks = { onSuccess: (standing: TPromotionStanding) => onDone(standing), onError: failed };
    if (action === 'join') {
      const promoCode = code.trim();
      if (askCode && !promoCode) {
        setCodeError(t('promotions.code_required'));
        return;
      }
      join.mutate({ promotionId: promotion.id, promoCode: askCode ? promoCode : undefined }, callbacks);
    } else {
      claim.mutate(promotion.id, callbacks);
    }
  };

  const label = {
    join: t('promotions.action.join'),
    raffle: t('promotions.action.raffle'),
    claim: amount ? t('promotions.action.claim_amount', { amount }) : t('promotions.action.claim'),
  }[action];

  return (
    <form className="promo-action__form" onSubmit={submit} noValidate data-testid="promotion-action-form">
      {askCode && (
        <FormField
          name="promoCode"
          label={t('promotions.code_label')}
          required
          icon={<IconTicket size={18} />}
          autoComplete="off"
          maxLength={PROMOTION_TEXT_MAX.code}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setCodeError(null);
          }}
          error={codeError}
          inputTestId="promotion-code"
        />
      )}
      {error && (
        <p className="promo-action__error" role="alert" data-testid="promotion-action-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="accent" size="lg" block disabled={pending} aria-busy={pending || undefined} data-testid="promotion-submit" data-action={action}>
        {pending ? t('form.submitting') : label}
      </Button>
    </form>
  );
};

/** Where the member acts, below every term: log in, register, join, claim or apply. */
const ActionArea = ({
  promotion,
  action,
  standing,
  symbol,
  onDone,
  onClose,
}: {
  promotion: TPromotion;
  action: PromotionAction;
  standing: TPromotionStanding | undefined;
  symbol: string;
  onDone: (standing: TPromotionStanding) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  if (action === 'login') {
    return (
      <div className="promo-action" data-testid="promotion-action">
        <p className="promo-action__lead">{t('promotions.login_lead')}</p>
        <Button
          variant="accent"
          size="lg"
          block
          onClick={() => {
            onClose();
            popups.open('login');
          }}
          data-testid="promotion-login"
        >
          {t('promotions.action.login')}
        </Button>
      </div>
    );
  }
  if (action === 'register') {
    return (
      <div className="promo-action" data-testid="promotion-action">
        <p className="auth-callout" role="note" data-testid="promotion-trial-note">
          <IconInfo size={20} />
          <span>{t('error.trial_restricted')}</span>
        </p>
      </div>
    );
  }
  const amount = action === 'claim' ? standingAmount(t, promotion, standing, symbol) : null;
  return (
    <div className="promo-action" data-testid="promotion-action">
      {action !== 'claim' && <p className="promo-action__accept">{t('promotions.accept_note')}</p>}
      {action === 'apply' ? <ApplicationForm promotionId={promotion.id} onSent={onDone} /> : <QuickAction promotion={promotion} action={action} amount={amount} onDone={onDone} />}
    </div>
  );
};

/**
 * A promotion's details (components/modal): every term in plain words from
 * the fields the server enforces, then the operator's own text, and only
 * then the way to take part, so nobody opts in to a term they were not shown.
 * After an action the member's new state is said at once.
 */
export const PromotionDetails = ({
  promotion,
  standing,
  state,
  action,
  onClose,
}: {
  promotion: TPromotion;
  standing: TPromotionStanding | undefined;
  state: TPromotionState;
  action: PromotionAction | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { permission, cdn } = useBrand();
  const context: TermContext = { symbol: permission.info.setting.currencySymbol, gmtOffsetMinutes: permission.info.setting.gmtOffsetMinutes };
  // The answer of the member's last action here: its state is said at once, whatever the list's next read brings.
  const [result, setResult] = useState<TPromotionStanding | null>(null);
  const shown = result ? { state: result.state, standing: result, action: promotionAction(promotion, result.state, 'member') } : { state, standing, action };
  const sections = promotionTerms(promotion, t, context);
  const paragraphs = termParagraphs(promotion.terms);
  const note = stateNote(t, promotion, shown.state, shown.standing, context);
  const refused = shown.state === 'rejected' || shown.state === 'closed';

  return (
    <Modal
      name="promotion"
      size="lg"
      title={promotion.title}
      onClose={onClose}
      banner={promotion.bannerUrl ? <img className="promo-details__banner" src={cdn(promotion.bannerUrl)} alt="" /> : undefined}
    >
      <div className="promo-details" data-testid="promotion-details" data-promotion={promotion.id}>
        <div className="promo-details__tags">
          <span className={`promo-category promo-category--${promotion.category}`}>{categoryLabel(t, promotion.category)}</span>
          <StateBadge state={shown.state} />
        </div>
        {promotion.summary && <p className="promo-details__summary">{promotion.summary}</p>}
        {result ? (
          <div className="promo-result" role="status" data-testid="promotion-result" data-state={result.state}>
            <IconCheckCircle size={22} />
            <div>
              <strong>{stateLabel(t, result.state)}</strong>
              {note && <p>{note}</p>}
            </div>
          </div>
        ) : (
          note && (
            <p className={`promo-details__note${refused ? ' promo-details__note--off' : ''}`} data-testid="promotion-note">
              {refused ? <IconAlert size={18} /> : <IconInfo size={18} />}
              <span>{note}</span>
            </p>
          )
        )}
        <div className="promo-terms" data-testid="promotion-terms">
          {sections.map((section) => (
            <section key={section.id} className="promo-terms__section" aria-label={section.title}>
              <h3 className="promo-terms__title">{section.title}</h3>
              <ul className="promo-terms__list" data-testid={`terms-${section.id}`}>
                {section.lines.map((line) => (
                  <li key={line.id} className={`promo-terms__line${line.tone === 'warn' ? ' promo-terms__line--warn' : ''}`} data-term={line.id}>
                    {line.text}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {paragraphs.length > 0 && (
            <section className="promo-terms__section promo-terms__section--operator" aria-label={t('promotions.terms.section_operator')}>
              <h3 className="promo-terms__title">{t('promotions.terms.section_operator')}</h3>
              <div className="promo-terms__text" data-testid="terms-operator">
                {paragraphs.map((text, i) => (
                  <p key={i}>{text}</p>
                ))}
              </div>
            </section>
          )}
        </div>
        {shown.action && <ActionArea promotion={promotion} action={shown.action} standing={shown.standing} symbol={context.symbol} onDone={setResult} onClose={onClose} />}
      </div>
    </Modal>
  );
};
