import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Modal } from './modal';

const Harness = ({ onClose }: { onClose: () => void }) => {
  const [open, setOpen] = useState(true);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button">outside</button>
      {open && (
        <Modal
          name="login"
          title="Log In"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="first" />
          <button type="button">last</button>
        </Modal>
      )}
    </I18nextProvider>
  );
};

describe('Modal', () => {
  it('is a labelled modal dialog that locks page scroll while open', () => {
    render(<Harness onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Log In' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.testid).toBe('modal-login');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('does not close on an outside click, closes with ✕ and unlocks scroll', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByTestId('modal-backdrop-login'));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop-login'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus inside and keeps Tab within the dialog', () => {
    render(<Harness onClose={() => {}} />);
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'last' });
    // Focus starts on the first form control, where the person types.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'first' }));
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
