import { WhitelabelFlag } from '@wps/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/button';
import { IconDownload, IconGift, IconHelp, IconSlots, IconStar } from '@/components/icons';
import { Page } from '@/components/page';
import { SectionHeading } from '@/components/section-heading';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { VendorStrip } from '@/features/catalog/components/vendor-strip';
import { AppDownload } from '@/features/download/components/app-download';
import { HelpTopicCards } from '@/features/help-center/components/help-topic-cards';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { useToken } from '@/lib/session';
import { useNavigate } from 'react-router';

type HomePopup = 'login' | 'register' | 'help';

/** Home (/, /index, /index.html, /home); /login, /register and /help show it with their popup open. */
export const HomeRoute = ({ popup }: { popup?: HomePopup }) => {
  const { t } = useTranslation();
  const { name, isFlagOn } = useBrand();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  const canRegister = isFlagOn(WhitelabelFlag.directRegister);

  useEffect(() => {
    if (popup) popups.open(popup, popup === 'help' && hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined);
  }, [popup, hash]);

  const titles: Record<HomePopup, string> = { login: t('title.login'), register: t('title.register'), help: t('title.help') };

  return (
    <Page name="home" title={popup ? titles[popup] : t('title.home')}>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__art" aria-hidden="true">
          <span className="hero__orb hero__orb--a" />
          <span className="hero__orb hero__orb--b" />
          <span className="hero__chip hero__chip--1" />
          <span className="hero__chip hero__chip--2" />
          <span className="hero__chip hero__chip--3" />
        </div>
        <div className="hero__content">
          <p className="eyebrow">{t('home.hero_eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero_title', { brand: name })}
          </h1>
          <p className="hero__lead">{t('home.hero_lead')}</p>
          <div className="hero__actions">
            {token ? (
              <ButtonLink to="/member" size="lg" variant="accent">
                {t('nav.member_center')}
              </ButtonLink>
            ) : canRegister ? (
              <Button size="lg" variant="accent" onClick={() => navigate('/register')}>
                {t('home.cta_register')}
              </Button>
            ) : (
              <Button size="lg" variant="accent" onClick={() => navigate('/login')}>
                {t('home.cta_login')}
              </Button>
            )}
            <FreePlayButton testId="home-freeplay" size="lg" variant="outline" />
            <ButtonLink to="/promotions" size="lg" variant="ghost" icon={<IconGift size={20} />}>
              {t('nav.promotions')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-categories">
        <SectionHeading id="home-categories" icon={<IconSlots />} title={t('home.categories_title')} text={t('home.categories_text')} />
        <CategoryTiles />
      </section>

      <section className="home-section" aria-labelledby="home-vendors">
        <SectionHeading id="home-vendors" icon={<IconStar />} title={t('home.vendors_title')} text={t('home.vendors_text')} />
        <VendorStrip />
      </section>

      <section className="home-section" aria-labelledby="home-help">
        <SectionHeading id="home-help" icon={<IconHelp />} title={t('home.help_title')} onMore={() => navigate('/help')} />
        <HelpTopicCards />
      </section>

      <section className="home-section home-download" aria-labelledby="home-download">
        <div className="home-download__intro">
          <SectionHeading id="home-download" icon={<IconDownload />} title={t('home.download_title')} text={t('home.download_text', { brand: name })} />
          <Link to="/down" className="btn btn--outline btn--md">
            {t('home.download_guides')}
          </Link>
        </div>
        <AppDownload />
      </section>
    </Page>
  );
};
