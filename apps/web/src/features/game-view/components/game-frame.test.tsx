import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { GameFrame, themedLaunchUrl } from './game-frame';

afterEach(() => vi.restoreAllMocks());

describe('GameFrame', () => {
  const launch = { url: 'about:blank', title: 'Lucky Reels', mode: 'demo' as const };

  it('embeds the game titled by its name and marks demo play', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GameFrame launch={launch} />
      </I18nextProvider>,
    );
    const frame = screen.getByTitle('Lucky Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(launch.url);
    expect(screen.getByText('Demo credits')).toBeTruthy();
    expect(screen.getByTestId('game-fullscreen')).toBeTruthy();
  });

  it('allows fullscreen by the allow attribute alone (both forms make the browser warn on every frame)', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GameFrame launch={launch} />
      </I18nextProvider>,
    );
    const frame = screen.getByTitle('Lucky Reels');
    expect(frame.getAttribute('allow')?.split(';').map((p) => p.trim())).toContain('fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });

  it('open in a new page opens the game there and closes the popup, so it runs once', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <GameFrame launch={{ ...launch, mode: 'real' }} onClose={onClose} />
      </I18nextProvider>,
    );
    expect(screen.queryByText('Demo credits')).toBeNull();
    fireEvent.click(screen.getByTestId('game-new-page'));
    expect(open).toHaveBeenCalledWith(launch.url, '_blank', 'noopener');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('themedLaunchUrl', () => {
  it('adds the theme to our own studio addresses only', () => {
    expect(themedLaunchUrl('/studio/lucky-reels/?token=abc', 'dark', 'https://site.test')).toBe('https://site.test/studio/lucky-reels/?token=abc&theme=dark');
    expect(themedLaunchUrl('https://site.test/studio/x/?theme=dark', 'light', 'https://site.test')).toBe('https://site.test/studio/x/?theme=light');
    expect(themedLaunchUrl('https://vendor.example/launch?sig=1', 'dark', 'https://site.test')).toBe('https://vendor.example/launch?sig=1');
  });
});
