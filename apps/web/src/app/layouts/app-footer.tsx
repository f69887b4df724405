import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconInstagram, IconPlay, IconShare } from '@/components/icons';
import { ResponsibilityBadges } from '@/components/responsibility-badges';
import { CategoryLinks } from '@/features/catalog/components/category-links';
import { VendorStrip } from '@/features/catalog/components/vendor-strip';
import { HelpLinks } from '@/features/help-center/components/help-topic-cards';
import { useBrand } from '@/lib/brand';

/** SPEC.md §2 Footer: help topics, product nav, social links, responsibility logos, vendor icons. */
export const AppFooter = () => {
  const { t } = useTranslation();
  const { name, resource, hasApps } = useBrand();
  const socials = [
    { type: 'VIDEO' as const, label: t('social.video'), Icon: IconPlay },
    { type: 'SOCIAL' as const, label: t('social.social'), Icon: IconShare },
    { type: 'INSTAGRAM' as const, label: t('social.instagram'), Icon: IconInstagram },
  ]
    .map((s) => ({ ...s, url: resource(s.type) }))
    .filter((s) => s.url);
  const year = new Date().getFullYear();

  return (
    <footer className="app-footer" data-testid="app-footer">
      <div className="app-footer__vendors">
        <p className="app-footer__heading">{t('footer.providers')}</p>
        <VendorStrip variant="icons" />
      </div>
      <div className="app-footer__grid">
        <section>
          <h2 className="app-footer__heading">{t('footer.help')}</h2>
          <ul className="app-footer__links">
            <HelpLinks />
            <li>
              <Link to="/provably-fair">{t('fairness.nav')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="app-footer__heading">{t('footer.products')}</h2>
          <ul className="app-footer__links app-footer__links--icons">
            <CategoryLinks />
          </ul>
        </section>
        <section>
          <h2 className="app-footer__heading">{t('footer.company')}</h2>
          <ul className="app-footer__links">
            <li>
              <Link to="/description">{t('nav.about')}</Link>
            </li>
            <li>
              <Link to="/promotions">{t('nav.promotions')}</Link>
            </li>
            <li>
              <Link to="/sponsor">{t('nav.sponsor')}</Link>
            </li>
            {hasApps && (
              <li>
                <Link to="/down">{t('nav.download')}</Link>
              </li>
            )}
            <li>
              <Link to="/agent">{t('nav.agent')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="app-footer__heading">{t('footer.follow')}</h2>
          {socials.length > 0 ? (
            <ul className="app-footer__socials">
              {socials.map(({ type, label, Icon, url }) => (
                <li key={type}>
                  <a href={url as string} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className="icon-button">
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted small">{t('footer.no_socials')}</p>
          )}
        </section>
      </div>
      <div className="app-footer__bottom">
        <ResponsibilityBadges />
        <p className="app-footer__legal">{t('footer.responsible')}</p>
        <p className="app-footer__copyright">{t('footer.copyright', { year, brand: name })}</p>
      </div>
    </footer>
  );
};
