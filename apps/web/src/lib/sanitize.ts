import DOMPurify from 'dompurify';

// No inline handler in the probe: Chromium reports every parsed handler as a CSP violation, even in an inert document.
const PROBE = '<p>ok</p><script>probe()</script>';

let purifyWorks: boolean | null = null;

/**
 * DOMPurify only protects when the DOM it runs on parses HTML like a browser;
 * some embedded or test DOMs report support yet pass markup through. The
 * probe checks once, and if sanitizing does not work the content is shown as
 * plain text rather than trusted.
 */
const canPurify = (): boolean => {
  if (purifyWorks === null) {
    const out = DOMPurify.isSupported ? DOMPurify.sanitize(PROBE) : PROBE;
    purifyWorks = !/<script/i.test(out) && out.includes('<p>ok</p>');
  }
  return purifyWorks;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const toText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** HTML from the server made safe to inject; server content is sanitized there too, this keeps the client safe on its own. */
export const sanitizeHtml = (html: string): string => {
  if (canPurify()) return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  // Strip tags through an inert document, then escape what is left.
  return `<p>${escapeHtml(toText(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')))}</p>`;
};
