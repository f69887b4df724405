import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from './toast';

const Buttons = () => {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Deposit approved')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Could not approve')}>
        fail
      </button>
    </>
  );
};

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success politely and an error as an alert, each leaving after its time', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByText('Deposit approved').closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Could not approve');

    act(() => vi.advanceTimersByTime(TOAST_MS.success));
    expect(screen.queryByText('Deposit approved')).toBeNull();
    expect(screen.getByText('Could not approve')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_MS.error - TOAST_MS.success));
    expect(screen.queryByText('Could not approve')).toBeNull();
  });

  it('can be dismissed at once', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Deposit approved')).toBeNull();
  });
});
