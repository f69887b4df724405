import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const Harness = (props: Partial<ConfirmDialogProps>) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      <ConfirmDialog
        open={open}
        title="Reject this withdrawal?"
        message="The amount returns to the member's wallet."
        tone="danger"
        confirmLabel="Reject"
        onConfirm={vi.fn()}
        onCancel={() => setOpen(false)}
        {...props}
      />
    </>
  );
};

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Reject' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('alertdialog', { name: 'Reject this withdrawal?' }) };
};

describe('ConfirmDialog', () => {
  it('keeps confirm off until a required reason is typed, and hands over the trimmed reason', () => {
    const onConfirm = vi.fn();
    render(<Harness reason="required" onConfirm={onConfirm} />);
    const { dialog } = openDialog();
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);
    const confirm = dialog.querySelector<HTMLButtonElement>('button:not([data-cancel])')!;
    expect(confirm.disabled).toBe(true);

    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '  Name does not match the account  ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Name does not match the account');
  });

  it('confirms without a reason when it is optional and left empty', () => {
    const onConfirm = vi.fn();
    render(<Harness reason="optional" onConfirm={onConfirm} />);
    openDialog();
    expect(screen.getByText('(optional)')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    render(<Harness />);
    const { opener, dialog } = openDialog();
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness reason="optional" />);
    const { dialog } = openDialog();
    const [first, , last] = dialog.querySelectorAll<HTMLElement>('textarea, button');
    last!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('holds both buttons and Escape while the action runs', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Approve?" onConfirm={vi.fn()} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
