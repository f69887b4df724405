import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { lazyScreen } from './lazy-screen';

describe('lazyScreen', () => {
  it('reports which chunk failed and why, logs it, and loads on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const importer = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/promotions-x.js'))
      .mockResolvedValue({ default: () => <p>Promotions loaded</p> });
    const Promotions = lazyScreen('Promotions', importer);

    render(
      <I18nextProvider i18n={i18n}>
        <Promotions />
      </I18nextProvider>,
    );
    const panel = await screen.findByTestId('chunk-error');
    expect(panel.dataset.chunk).toBe('Promotions');
    expect(panel.dataset.reason).toBe('missing');
    expect(panel.textContent).toContain('"Promotions"');
    expect(log.mock.calls.some((args) => String(args[0]).includes('Promotions') && String(args[0]).includes('missing'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Promotions loaded')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('classifies other failures as "other"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyScreen<object>('Sponsor', () => Promise.reject<{ default: () => React.JSX.Element }>(new SyntaxError('Unexpected token')));
    render(
      <I18nextProvider i18n={i18n}>
        <Broken />
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('chunk-error')).dataset.reason).toBe('other');
    log.mockRestore();
  });
});
