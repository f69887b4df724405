import { useEffect, useState } from 'react';
import { useServerMarkup } from '@/hooks/use-server-markup';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
/** The server's own sanitizer, for its render of a page (entry-server.tsx); never set in a browser. */
let serverSanitize: Sanitize | null = null;

/** DOMPurify loads with the first rich content shown, not with the page. */
const loadSanitizer = (): Promise<Sanitize> => {
  loading ??= import('@/lib/sanitize').then((m) => (sanitize = m.sanitizeHtml));
  return loading;
};

/** The server render cleans rich content with the server's sanitizer (there is no DOM for DOMPurify there). */
export const setServerSanitizer = (fn: Sanitize | null): void => {
  serverSanitize = fn;
};

/** A value React compares by its one field: the same empty string leaves the server's HTML in place. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * HTML from the server (notices, announcements): sanitized on the server when
 * stored and again here before it is injected. Nothing is injected until the
 * sanitizer has loaded; until then the box keeps its place, empty and busy.
 * Content the server rendered into the page (cleaned there by its own
 * sanitizer) stays as it is until the browser's sanitizer is there.
 */
export const RichContent = ({ html, className }: { html: string; className?: string }) => {
  const serverMarkup = useServerMarkup();
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
  // Rendering on the server (only entry-server.tsx sets it, for the length of a render).
  if (serverSanitize) return <div className={classes} dangerouslySetInnerHTML={{ __html: serverSanitize(html) }} />;
  if (ready && sanitize) return <div className={classes} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
  if (serverMarkup) return <div className={classes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <div className={classes} aria-busy="true" />;
};
