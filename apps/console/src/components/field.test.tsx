import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { TextField, useZodForm } from './field';

const ZNote = z.object({
  title: z.string().trim().min(1, 'Input cannot be empty').max(10),
  code: z.string().min(1, 'form.error_required'),
});

const NoteForm = ({ onSubmit }: { onSubmit: (v: z.output<typeof ZNote>) => void }) => {
  const form = useZodForm(ZNote, { defaultValues: { title: '', code: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="Title" hint="Up to 10 characters" required error={errors.title} {...form.register('title')} />
      <TextField label="Code" error={errors.code} {...form.register('code')} />
      <button type="submit">Save</button>
    </form>
  );
};

describe('form fields', () => {
  it('wires label, hint and error to the control', async () => {
    render(<NoteForm onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: /Title/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const described = title.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    // The contracts' English message gives way to the text of zod's issue code, in the staff member's language.
    expect(described).toEqual(['Required, or too short', 'Up to 10 characters']);
    // A message that is an i18n key is translated.
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it("speaks the staff member's language", async () => {
    await act(() => i18n.changeLanguage('ty'));
    render(<NoteForm onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kailangan ito, o masyadong maikli')).toBeTruthy();
  });

  it("hands over the schema's output", async () => {
    const onSubmit = vi.fn();
    render(<NoteForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '  Promo  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'P1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Promo', code: 'P1' });
  });
});
