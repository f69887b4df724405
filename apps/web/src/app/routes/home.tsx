import { WhitelabelFlag } from '@wps/contracts/player';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { lazyScreen } from '@/components/lazy-screen';
import { IconDownload, IconGift, IconHelp, IconShield } from '@/components/icons';
import { Page } from '@/components/page';
import { SectionHeading } from '@/components/section-heading';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { GameSlides } from '@/features/catalog/components/game-slides';
import { useStartByNodeId } from '@/features/catalog/hooks/use-start-by-node';
import { HotGames } from '@/features/catalog/components/hot-games';
import { WinnersTicker } from '@/features/catalog/components/winners-ticker';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { HomeFeatures } from '@/features/content/components/home-features';
import { JackpotRoll } from '@/features/content/components/jackpot-roll';
import { VideoSection } from '@/features/content/components/video-section';
import { HelpTopicCards } from '@/features/help-center/components/help-topic-cards';
import { NoticeMarquee } from '@/features/notices/components/notice-marquee';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { useToken } from '@/lib/session';

// The apps' QR codes, at the foot of the page: their chunk (and the QR encoder) loads after the first paint.
const AppDownload = lazyScreen('AppDownload', async () => ({ default: (await import('@/features/download/components/app-download')).AppDownload }));

type HomePopup = 'login' | 'register' | 'help';

/** The welcome line and calls to action drawn over the home banners. */
const HomeWelcome = () => {
  const { t } = useTranslation();
  const { name, isFlagOn } = useBrand();
  const navigate = useNavigate();
  const token = useToken();
  const canRegister = isFlagOn(WhitelabelFlag.directRegister);
  return (
    <div className="home-welcome">
      <p className="eyebrow">{t('home.hero_eyebrow')}</p>
      <h1 id="hero-title" className="home-welcome__title">
        {t('home.hero_title', { brand: name })}
      </h1>
      <div className="home-welcome__actions">
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
        <ButtonLink to="/promotions" size="lg" variant="ghost" icon={<IconGift size={20} />} className="home-welcome__promos">
          {t('nav.promotions')}
        </ButtonLink>
      </div>
    </div>
  );
};

/** Home (/, /index, /index.html, /home); /login, /register and /help show it with their popup open. */
export const HomeRoute = ({ popup }: { popup?: HomePopup }) => {
  const { t } = useTranslation();
  // The app section shows only apps the brand publishes (none is invented).
  const { name, hasApps } = useBrand();
  const { hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // A login popup already open (e.g. saying why the session just ended) stays as it is.
    if (popup === 'login' && popups.get()?.name === 'login') return;
    if (popup) popups.open(popup, popup === 'help' && hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined);
  }, [popup, hash]);

  // A GAME-linked banner starts its game by the game-start rules (login popup, trial rules, maintenance…).
  const startByNodeId = useStartByNodeId();
  const openGame = useCallback((nodeId: string) => void startByNodeId(nodeId), [startByNodeId]);

  const titles: Record<HomePopup, string> = { login: t('title.login'), register: t('title.register'), help: t('title.help') };

  return (
    <Page name="home" title={popup ? titles[popup] : t('title.home')}>
      <div className="home-top" aria-labelledby="hero-title">
        <BannerCarousel group="w_home" onGame={openGame} className="home-banners" />
        <HomeWelcome />
      </div>

      <NoticeMarquee />
      <JackpotRoll />

      <div className="home-section">
        <HotGames />
      </div>
      <div className="home-section home-section--below">
        <GameSlides category="LIVE" />
      </div>
      <div className="home-section home-section--below">
        <GameSlides category="RNG" />
      </div>
      <div className="home-section home-section--below">
        <WinnersTicker />
      </div>

      <VideoSection />

      <section className="home-section home-section--below" aria-labelledby="home-about">
        <SectionHeading id="home-about" icon={<IconShield />} title={t('content.features_title', { brand: name })} text={t('content.features_text')} />
        <HomeFeatures />
      </section>

      <section className="home-section home-section--below" aria-labelledby="home-help">
        <SectionHeading id="home-help" icon={<IconHelp />} title={t('home.help_title')} onMore={() => navigate('/help')} />
        <HelpTopicCards />
      </section>

      {hasApps && (
        <section className="home-section home-section--below home-download" aria-labelledby="home-download">
          <div className="home-download__intro">
            <SectionHeading id="home-download" icon={<IconDownload />} title={t('home.download_title')} text={t('home.download_text', { brand: name })} />
            <Link to="/down" className="btn btn--outline btn--md">
              {t('home.download_guides')}
            </Link>
          </div>
          <AppDownload />
        </section>
      )}
    </Page>
  );
};
