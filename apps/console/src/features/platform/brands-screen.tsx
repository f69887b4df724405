import type { TPlatformBrand } from '@wps/contracts/staff';
import { useTranslation } from 'react-i18next';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { gmtLabel } from '@/lib/time';
import { usePlatformBrands } from './api';
import './platform.css';

/** The console of a brand, on one of its hosts (the console's own if it has one), by this page's scheme and port. */
const consoleUrl = (brand: TPlatformBrand): string | null => {
  const host = brand.hosts.find((h) => h.kind === 'console') ?? brand.hosts.find((h) => h.kind === 'player');
  if (!host) return null;
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${host.host}${port}/console/`;
};

/** Every brand of the platform at a glance: hosts, today in its own currency and offset, what waits for staff. */
export const BrandsScreen = () => {
  const { t } = useTranslation();
  const brands = usePlatformBrands();
  return (
    <>
      <PageHeader title={t('platform.title')} subtitle={t('platform.subtitle')} />
      <Loaded query={brands}>
        {(list) => (
          <div className="brand-grid" data-testid="platform-brands">
            {list.map((b) => {
              const url = consoleUrl(b);
              return (
                <section key={b.code} className="card brand-card" aria-labelledby={`brand-${b.code}`}>
                  <header className="brand-card__head">
                    <div>
                      <h2 id={`brand-${b.code}`} className="card__title">
                        {b.name}
                      </h2>
                      <p className="muted">
                        <span className="mono">{b.code}</span> · {b.currency} · {gmtLabel(b.gmtOffsetMinutes)}
                      </p>
                    </div>
                    {url && (
                      <a className="btn btn--outline btn--sm" href={url}>
                        {t('platform.open_console')}
                      </a>
                    )}
                  </header>
                  <dl className="brand-card__figures">
                    <div>
                      <dt>{t('platform.registrations')}</dt>
                      <dd>{b.today.registrations}</dd>
                    </div>
                    <div>
                      <dt>{t('platform.active_players')}</dt>
                      <dd>{b.today.activePlayers}</dd>
                    </div>
                    <div>
                      <dt>{t('platform.deposits', { n: b.today.deposits })}</dt>
                      <dd>
                        <Money minor={b.today.depositAmount} currency={b.currency} />
                      </dd>
                    </div>
                    <div>
                      <dt>{t('platform.withdrawals', { n: b.today.withdrawals })}</dt>
                      <dd>
                        <Money minor={b.today.withdrawalAmount} currency={b.currency} />
                      </dd>
                    </div>
                    <div>
                      <dt>{t('platform.ggr')}</dt>
                      <dd>
                        <Money minor={b.today.ggr} currency={b.currency} signed />
                      </dd>
                    </div>
                    <div>
                      <dt>{t('platform.waiting')}</dt>
                      <dd>{b.queues.depositsPending + b.queues.withdrawalsPending + b.queues.adjustmentsPending}</dd>
                    </div>
                  </dl>
                  <ul className="brand-card__hosts">
                    {b.hosts.map((h) => (
                      <li key={h.host}>
                        <span className="mono">{h.host}</span> <span className="muted">{t(`platform.host_${h.kind}`, { defaultValue: h.kind })}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </Loaded>
    </>
  );
};
