import type { TPromotion, TPromotionStanding, TPromotionState } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconClock, IconGift, IconUsers } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { formatInOffset } from '@/lib/time';
import type { PromotionAction } from '../utils/promotion-state';
import { rewardHeadline, type TermContext } from '../utils/promotion-terms';
import { categoryLabel, stateNote } from './promotion-labels';
import { StateBadge } from './state-badge';

/**
 * A promotion on the page: its banner (or the brand's gradient), category
 * and state, title, summary, the offer in one line, and one button: what the
 * member can do now (always through the details, where every term is shown),
 * or the details alone.
 */
export const PromotionCard = ({
  promotion,
  standing,
  state,
  action,
  context,
  onOpen,
}: {
  promotion: TPromotion;
  standing: TPromotionStanding | undefined;
  state: TPromotionState;
  action: PromotionAction | null;
  context: TermContext;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const note = state === 'joining' || state === 'applying' ? null : stateNote(t, promotion, state, standing, context);
  const actionLabel = action
    ? {
        login: t('promotions.action.login'),
        register: t('promotions.action.register'),
        join: t('promotions.action.join'),
        raffle: t('promotions.action.raffle'),
        apply: t('promotions.action.apply'),
        claim: t('promotions.action.claim'),
      }[action]
    : null;
  const dimmed = state === 'closed' || state === 'coming_soon';
  const category = <span className={`promo-category promo-category--${promotion.category}`}>{categoryLabel(t, promotion.category)}</span>;

  return (
    <article className={`promo-card${dimmed ? ' promo-card--dim' : ''}`} data-testid="promotion-card" data-promotion={promotion.id} data-state={state} aria-labelledby={`promo-${promotion.id}-title`}>
      <div className={`promo-card__media promo-card__media--${promotion.category}`}>
        {promotion.bannerUrl ? (
          <img src={cdn(promotion.bannerUrl)} alt="" loading="lazy" decoding="async" />
        ) : (
          <>
            <span className="promo-card__art" aria-hidden="true">
              <IconGift size={44} />
            </span>
            {category}
            <span className="promo-card__state">
              <StateBadge state={state} />
            </span>
          </>
        )}
      </div>
      <div className="promo-card__body">
        {/* A banner carries its own headline and art: the chips go under it, where no language's label can cover them. */}
        {promotion.bannerUrl && (
          <div className="promo-card__tags" data-testid="promotion-card-tags">
            {category}
            <StateBadge state={state} />
          </div>
        )}
        <h2 id={`promo-${promotion.id}-title`} className="promo-card__title">
          {promotion.title}
        </h2>
        <p className="promo-card__offer" data-testid="promotion-offer">
          {rewardHeadline(promotion, t, context)}
        </p>
        {promotion.summary && <p className="promo-card__summary">{promotion.summary}</p>}
        <ul className="promo-card__meta">
          <li>
            <IconClock size={14} />
            <span>
              {promotion.endsAt === null
                ? t('promotions.no_end')
                : t('promotions.ends', { date: formatInOffset(promotion.endsAt, context.gmtOffsetMinutes) })}
            </span>
          </li>
          {promotion.receiversLeft !== null && !promotion.exhausted && (
            <li>
              <IconUsers size={14} />
              <span>{t('promotions.terms.places_left', { n: promotion.receiversLeft })}</span>
            </li>
          )}
        </ul>
        {note && (
          <p className="promo-card__note" data-testid="promotion-card-note">
            {note}
          </p>
        )}
      </div>
      <div className="promo-card__foot">
        <Button variant="ghost" size="sm" onClick={onOpen} data-testid="promotion-details-open">
          {t('promotions.action.details')}
        </Button>
        {actionLabel && (
          <Button variant="accent" size="sm" onClick={onOpen} data-testid="promotion-cta" data-action={action ?? undefined}>
            {actionLabel}
          </Button>
        )}
      </div>
    </article>
  );
};
