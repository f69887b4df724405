import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { wasShown } from '@/features/notices/utils/announcement-session';
import { popups, usePopup } from '@/lib/popups';
import { StorageKey } from '@/lib/storage';
import { renderedPageToHydrate, startApp } from './page-start';

// React's act() needs to know it runs in a test (the testing library sets it only for its own render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Counter = () => {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
};

/** #root as the server sends it: the rendered page and the language it is in. */
const renderedRoot = (language = 'EN') => {
  const root = document.createElement('div');
  root.dataset.rendered = language;
  root.innerHTML = renderToString(<Counter />);
  document.body.appendChild(root);
  return root;
};

describe('starting the app on a page the server rendered', () => {
  it('hydrates it for a visitor without a session: the same elements, now working', async () => {
    const root = renderedRoot();
    const button = root.querySelector('button');
    await act(() => startApp(root, <Counter />, 'dark'));
    expect(root.querySelector('button')).toBe(button);
    act(() => button!.click());
    expect(button!.textContent).toBe('clicked 1');
    // The page's language becomes the visitor's, as the app's start would store it.
    expect(window.localStorage.getItem(StorageKey.lang)).toBe('EN');
  });

  it('renders afresh (replacing it) when the first render would differ from it', async () => {
    window.sessionStorage.setItem(StorageKey.token, 'tok-1');
    const root = renderedRoot();
    expect(renderedPageToHydrate(root)).toBeNull();
    const button = root.querySelector('button');
    await act(() => startApp(root, <Counter />, 'dark'));
    expect(root.querySelector('button')).not.toBe(button);
    expect(root.querySelector('button')!.textContent).toBe('clicked 0');
  });

  it('hydrates only in the language the visitor would see, with the side menu as rendered', () => {
    expect(renderedPageToHydrate(renderedRoot('EN'))).toBe('EN');
    window.localStorage.setItem(StorageKey.lang, 'TY');
    expect(renderedPageToHydrate(renderedRoot('EN'))).toBeNull();
    expect(renderedPageToHydrate(renderedRoot('TY'))).toBe('TY');
    window.localStorage.setItem(StorageKey.sideMenuCollapsed, '1');
    expect(renderedPageToHydrate(renderedRoot('TY'))).toBeNull();
    // Not a page the server rendered: nothing to hydrate.
    const empty = document.createElement('div');
    empty.dataset.rendered = 'TY';
    expect(renderedPageToHydrate(empty)).toBeNull();
    expect(renderedPageToHydrate(renderedRoot('XX'))).toBeNull();
  });

  it('keeps hints for the server: the theme, and a session while one is held', async () => {
    window.localStorage.setItem(StorageKey.theme, 'light');
    window.sessionStorage.setItem(StorageKey.token, 'tok-1');
    await act(() => startApp(renderedRoot(), <Counter />, 'light'));
    expect(document.cookie).toContain('wps_theme=light');
    expect(document.cookie).toContain('wps_session=1');
  });

  it('starts with the announcement popup the server rendered open, counted as shown (and fetches nothing until live)', async () => {
    const Popup = () => {
      const popup = usePopup();
      return popup ? <div data-testid={`modal-${popup.name}`}>{popup.anchor}</div> : <p>no popup</p>;
    };
    popups.open('announcement', 'B');
    const root = document.createElement('div');
    root.dataset.rendered = 'EN';
    root.innerHTML = renderToString(<Popup />);
    popups.close();
    document.body.appendChild(root);
    const shown = root.querySelector('[data-testid="modal-announcement"]');
    expect(wasShown('B')).toBe(false);
    await act(() => startApp(root, <Popup />, 'dark'));
    // The same element, hydrated: no flash of a page without it.
    expect(root.querySelector('[data-testid="modal-announcement"]')).toBe(shown);
    expect(popups.get()).toEqual({ name: 'announcement', anchor: 'B' });
    expect(wasShown('B')).toBe(true);
    expect(document.cookie).toContain('wps_ann=1');
    // Until the page is live (no App here to say so) the page's calls wait.
    expect(onlineManager.isOnline()).toBe(false);
    act(() => popups.close());
    onlineManager.setOnline(true);
  });
});
