import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { currentLanguage } from '@/lib/i18n';
import { useBanners } from '../api/content';
import { videoEmbedUrl, videoSourceOf, videoWatchUrl } from '../utils/video';

/**
 * The home's video section (SPEC.md §2 Home): the brand's VIDEO resource with
 * the w_event banner as its poster. Only links of the video site are used: a
 * video is embedded (loaded only when the visitor presses play, in the
 * privacy-enhanced embed, in the site's language); another page of the site
 * (a channel) opens in a new tab. Any other link shows nothing and says why
 * on the console.
 */
export const VideoSection = () => {
  const { t } = useTranslation();
  const { resource, cdn, name } = useBrand();
  const link = resource('VIDEO');
  const source = videoSourceOf(link);
  const { data: posters = [] } = useBanners('w_event');
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);

  useEffect(() => {
    if (link && !source) console.warn(`video section: "${link}" is not a link of the video site; nothing is shown`);
  }, [link, source]);

  if (!source) return null;
  const poster = posters[0];
  const title = t('content.video_title', { brand: name });
  const face = (
    <>
      {poster && !posterFailed ? (
        <img src={cdn(poster.url)} alt="" onError={() => setPosterFailed(true)} />
      ) : (
        <span className="video-section__art" aria-hidden="true" />
      )}
      <span className="video-section__shade" aria-hidden="true" />
      <span className="video-section__play" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.2-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5z" fill="currentColor" />
        </svg>
      </span>
      {poster?.title && <span className="video-section__caption">{poster.title}</span>}
    </>
  );
  return (
    <section className="home-section video-section" aria-labelledby="home-video" data-testid="video-section">
      <div className="video-section__intro">
        <p className="eyebrow">{t('content.video_eyebrow')}</p>
        <h2 id="home-video" className="video-section__title">
          {title}
        </h2>
        <p className="video-section__lead">{t('content.video_lead')}</p>
        <a
          className="video-section__watch"
          href={source.kind === 'embed' ? videoWatchUrl(source.id) : source.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('content.video_watch')}
        </a>
      </div>
      <div className="video-section__frame">
        {source.kind === 'link' ? (
          <a className="video-section__poster" href={source.href} target="_blank" rel="noopener noreferrer" aria-label={t('content.video_play')}>
            {face}
          </a>
        ) : playing ? (
          <iframe
            className="video-section__player"
            src={videoEmbedUrl(source.id, currentLanguage())}
            title={title}
            // `allow` alone: Chromium warns on every frame that also carries the older allowfullscreen.
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="video-section__poster" onClick={() => setPlaying(true)} aria-label={t('content.video_play')}>
            {face}
          </button>
        )}
      </div>
    </section>
  );
};
