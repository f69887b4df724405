import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChart, IconClock, IconLock, IconUsers, IconWallet } from '@/components/icons';
import { useBrand } from '@/lib/brand';

/** The agent login page (/agent): static marketing text, support hours and the sign-in form the app passes in. */
export const AgentLogin = ({ form }: { form: ReactNode }) => {
  const { t } = useTranslation();
  const { name, cdn, resource } = useBrand();
  const logo = resource('LOGO');
  const points = [
    { Icon: IconUsers, title: t('agent.point_team_title'), body: t('agent.point_team_body') },
    { Icon: IconChart, title: t('agent.point_reports_title'), body: t('agent.point_reports_body') },
    { Icon: IconWallet, title: t('agent.point_income_title'), body: t('agent.point_income_body') },
  ];
  return (
    <div className="agent-login">
      <section className="agent-login__pitch">
        <Link to="/" className="agent-login__brand">
          {logo ? <img src={cdn(logo)} alt={name} height={40} /> : <span>{name}</span>}
        </Link>
        <p className="eyebrow">{t('agent.eyebrow')}</p>
        <h1 className="agent-login__title">{t('agent.headline', { brand: name })}</h1>
        <p className="agent-login__lead">{t('agent.lead')}</p>
        <ul className="agent-login__points">
          {points.map(({ Icon, title, body }) => (
            <li key={title}>
              <span className="agent-login__point-icon">
                <Icon size={22} />
              </span>
              <div>
                <h2>{title}</h2>
                <p>{body}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="agent-login__hours">
          <IconClock size={18} /> {t('agent.support_hours')}
        </p>
      </section>
      <section className="agent-login__panel" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">{t('agent.login_title')}</h2>
        <p className="agent-login__panel-lead">
          <IconLock size={16} /> {t('agent.login_lead')}
        </p>
        {form}
        <Link to="/" className="btn btn--ghost btn--md btn--block">
          {t('agent.back_to_site')}
        </Link>
      </section>
    </div>
  );
};
