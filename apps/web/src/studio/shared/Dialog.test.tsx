import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function open(onClose = vi.fn(), wide?: boolean) {
  const before = document.createElement('button');
  document.body.append(before);
  before.focus();
  const utils = render(
    <Dialog prefix="cr" title="Rules" closeLabel="Close" closeIcon={<svg data-testid="icon" />} onClose={onClose} wide={wide}>
      <a href="/x">first</a>
      <button type="button">last</button>
    </Dialog>,
  );
  return { ...utils, before, onClose };
}

describe('the dialog', () => {
  it('is a labelled modal in the page’s classes', () => {
    const { container } = open();
    const dialog = screen.getByRole('dialog', { name: 'Rules' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toBe('cr-sheet__panel');
    expect(container.querySelector('.cr-sheet > .cr-sheet__panel > header.cr-sheet__head > h2')?.textContent).toBe('Rules');
    expect(container.querySelector('.cr-sheet__body a')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close' }).className).toBe('cr-icon-btn');
    expect(screen.getByTestId('icon')).toBeTruthy();
  });

  it('may be wide', () => {
    open(vi.fn(), true);
    expect(screen.getByRole('dialog').className).toBe('cr-sheet__panel cr-sheet__panel--wide');
  });

  it('takes the focus, keeps Tab inside, and gives the focus back when it closes', () => {
    const { before, unmount } = open();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'last' });
    expect(document.activeElement).toBe(close);
    last.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(window, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    unmount();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('closes on Escape, the close button and the backdrop, not on a click inside', () => {
    const { onClose, container } = open();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(container.querySelector('.cr-sheet')!);
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
