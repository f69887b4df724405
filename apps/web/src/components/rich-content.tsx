import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** DOMPurify loads with the first rich content shown, not with the page. */
const loadSanitizer = (): Promise<Sanitize> => {
  loading ??= import('@/lib/sanitize').then((m) => (sanitize = m.sanitizeHtml));
  return loading;
};

/**
 * HTML from the server (notices, announcements): sanitized on the server when
 * stored and again here before it is injected. Nothing is injected until the
 * sanitizer has loaded; until then the box keeps its place, empty and busy.
 */
export const RichContent = ({ html, className }: { html: string; className?: string }) => {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const classes = `rich-content ${className ?? ''}`;
  if (!ready || !sanitize) return <div className={classes} aria-busy="true" />;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
};
