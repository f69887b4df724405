import { VIDEO_LANGUAGE_MAP, VIDEO_SITE_DOMAINS } from '@wps/contracts/player';

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

const onVideoSite = (host: string) => VIDEO_SITE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

const siteUrl = (link: string | null | undefined): URL | null => {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return onVideoSite(url.hostname.toLowerCase()) ? url : null;
  } catch {
    return null;
  }
};

/**
 * What the home's video section does with the brand's VIDEO link: a video of
 * the video site is embedded; any other page of it (a channel, a playlist) is
 * linked, opening in a new tab; a link elsewhere is not used at all.
 */
export type VideoSource = { kind: 'embed'; id: string } | { kind: 'link'; href: string } | null;

export const videoSourceOf = (link: string | null | undefined): VideoSource => {
  const id = videoIdOf(link);
  if (id) return { kind: 'embed', id };
  const url = siteUrl(link);
  return url ? { kind: 'link', href: url.toString() } : null;
};

/**
 * The video id of a link of the video site (SPEC.md §2 Home: "only links of
 * the video site"): youtu.be/ID, youtube.com/watch?v=ID, /embed/ID, /shorts/ID,
 * /live/ID over https. Anything else is null, and the home shows no video.
 */
export const videoIdOf = (link: string | null | undefined): string | null => {
  const url = siteUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  const id = host === 'youtu.be' || host.endsWith('.youtu.be')
    ? parts[0]
    : parts[0] === 'watch'
      ? url.searchParams.get('v')
      : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
        ? parts[1]
        : null;
  return id && VIDEO_ID.test(id) ? id : null;
};

/** The privacy-enhanced embed, autoplaying (the visitor clicked play) in the site's language (SPEC.md §9 video language map). */
export const videoEmbedUrl = (id: string, language: string): string => {
  const hl = VIDEO_LANGUAGE_MAP[language] ?? VIDEO_LANGUAGE_MAP.EN ?? 'en';
  const params = new URLSearchParams({ autoplay: '1', rel: '0', hl, cc_lang_pref: hl });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`;
};

/** The video's page on the video site, for the "watch there" link. */
export const videoWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
