declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_ID = /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/;

/**
 * Loads Google Analytics when the brand configured a measurement id. No
 * inline script: the queue function is defined here, so a strict CSP
 * (script-src 'self' plus the tag host) is enough.
 */
export const loadGtag = (id: string | null | undefined, doc: Document = document): boolean => {
  if (!id || !GTAG_ID.test(id) || doc.querySelector(`script[data-gtag="${id}"]`)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.gtag = id;
  doc.head.appendChild(script);
  return true;
};
