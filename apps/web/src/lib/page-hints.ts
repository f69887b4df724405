import { PAGE_HINT_COOKIE } from '@wps/contracts/player';

type Hint = keyof typeof PAGE_HINT_COOKIE;

/**
 * Tells the server how to render this visitor's next page (decision record
 * 008): a cookie per hint, readable by the server only as a hint. `null`
 * drops it. The session and announcement hints live as long as the browser
 * session, the theme a year.
 */
export function setPageHint(hint: Hint, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? '; Max-Age=0' : hint === 'theme' ? '; Max-Age=31536000' : '';
  try {
    document.cookie = `${PAGE_HINT_COOKIE[hint]}=${value ?? ''}; Path=/; SameSite=Lax${life}${secure}`;
  } catch {
    // Cookies switched off: every page is rendered in the browser's default state first.
  }
}
