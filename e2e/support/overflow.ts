import type { Frame, Page } from 'playwright-core';

/**
 * Elements a person sees cut off: drawn past the viewport's sides (and not
 * inside something that scrolls sideways), or partly hidden by a box that
 * clips them (a card with `overflow: hidden`), or whose own text is cut.
 *
 * Content wholly outside a clipping box is off stage by design (a carousel's
 * other slides, a marquee's next titles) and is not counted; so are elements
 * hidden from assistive technology and visually hidden labels, and what
 * sits inside `clipsByDesign` (a ticker whose titles slide through its window).
 */
export async function overflowingElements(target: Page | Frame, clipsByDesign = ''): Promise<string[]> {
  // tsx (esbuild, keepNames) wraps the named helpers below in __name(), which the page does not have.
  await target.evaluate('globalThis.__name ??= (f) => f');
  return target.evaluate((byDesign) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls}${text ? ` "${text}"` : ''}`;
    };
    const hidden = (el: Element) => el.closest('[aria-hidden="true"], [hidden], [inert]') !== null || (byDesign !== '' && el.closest(byDesign) !== null);
    const scrollsSideways = (style: CSSStyleDeclaration) => /(auto|scroll)/.test(style.overflowX);
    const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const clipsY = (style: CSSStyleDeclaration) => style.overflowY !== 'visible';
    const visuallyHidden = (r: DOMRect, style: CSSStyleDeclaration) =>
      (r.width <= 1 && r.height <= 1) || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || Number(style.opacity) === 0;
    const interesting = (el: Element) =>
      el instanceof HTMLButtonElement ||
      el instanceof HTMLAnchorElement ||
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el.getAttribute('role') === 'button' ||
      // A box that holds text of its own (not only through children).
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !interesting(el) || hidden(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'contents') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || visuallyHidden(r, style)) continue;

      // Its own text cut: wider or taller than the box that clips it.
      if ((clipsX(style) && el.scrollWidth > el.clientWidth + 1) || (clipsY(style) && style.overflowY !== 'auto' && style.overflowY !== 'scroll' && el.scrollHeight > el.clientHeight + 1)) {
        problems.push(`text cut: ${describe(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
        continue;
      }

      let sideways = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (scrollsSideways(as)) sideways = true;
        if (!clipsX(as) && !clipsY(as)) continue;
        if (as.position === 'fixed' && a.getBoundingClientRect().width === 0) break;
        const b = a.getBoundingClientRect();
        const outside = r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom;
        if (outside) break; // off stage: another slide, a marquee's next line
        const cutX = clipsX(as) && !scrollsSideways(as) && (r.left < b.left - 1 || r.right > b.right + 1);
        const cutY = clipsY(as) && !/(auto|scroll)/.test(as.overflowY) && (r.top < b.top - 1 || r.bottom > b.bottom + 1);
        if (cutX || cutY) {
          problems.push(`cut by ${describe(a).slice(0, 80)}: ${describe(el)} (${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)} in ${Math.round(b.left)}..${Math.round(b.right)} × ${Math.round(b.top)}..${Math.round(b.bottom)})`);
          break;
        }
        if (scrollsSideways(as)) break;
      }
      if (!sideways && (r.left < -1 || r.right > viewportWidth + 1)) {
        problems.push(`past the viewport (${viewportWidth}px): ${describe(el)} (${Math.round(r.left)}..${Math.round(r.right)})`);
      }
    }
    if (document.documentElement.scrollWidth > viewportWidth + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px in ${viewportWidth}px`);
    return problems;
  }, clipsByDesign);
}
