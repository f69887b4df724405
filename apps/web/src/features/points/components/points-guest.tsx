import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconClock, IconGift, IconInfo, IconStar, IconSwap } from '@/components/icons';
import { popups } from '@/lib/popups';

/**
 * The points mall for someone who cannot use it yet: what points are for,
 * and a login button (a visitor) or 'Please Register An Account First' (a
 * trial member). No member call is made for either.
 */
export const PointsGuest = ({ trial }: { trial: boolean }) => {
  const { t } = useTranslation();
  const points = [
    { id: 'earn', icon: <IconStar size={22} />, title: t('points.guest_earn_title'), body: t('points.guest_earn_body') },
    { id: 'redeem', icon: <IconGift size={22} />, title: t('points.guest_redeem_title'), body: t('points.guest_redeem_body') },
    { id: 'convert', icon: <IconSwap size={22} />, title: t('points.guest_convert_title'), body: t('points.guest_convert_body') },
    { id: 'expiry', icon: <IconClock size={22} />, title: t('points.rules_expiry_title'), body: t('points.rules_expiry_body') },
  ];
  return (
    <div className="points-guest" data-testid={trial ? 'points-trial' : 'points-login'}>
      <ul className="points-guest__points">
        {points.map((p) => (
          <li key={p.id} className="point-rule">
            <span className="point-rule__icon" aria-hidden="true">
              {p.icon}
            </span>
            <div>
              <h3>{p.title}</h3>
              <p className="muted">{p.body}</p>
            </div>
          </li>
        ))}
      </ul>
      {trial ? (
        <p className="auth-callout" role="note" data-testid="points-trial-note">
          <IconInfo size={20} />
          <span>{t('error.trial_restricted')}</span>
        </p>
      ) : (
        <div className="points-guest__cta">
          <p>{t('points.guest_login_lead')}</p>
          <Button variant="accent" size="lg" onClick={() => popups.open('login')} data-testid="points-login-button">
            {t('points.login')}
          </Button>
        </div>
      )}
    </div>
  );
};
