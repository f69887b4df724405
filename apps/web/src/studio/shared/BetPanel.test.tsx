import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BetAmountField, PlayModeTabs } from './BetPanel';

const TEXTS: Record<string, string> = { betAmount: 'Bet amount', bet_half: 'Half', bet_double: 'Double', bet_min: 'Minimum bet', bet_max: 'Maximum bet', min: 'Min', max: 'Max' };
const t = (key: string) => TEXTS[key]!;

describe('the bet panel', () => {
  it('has the bet field with its buttons, written back on blur and Enter', () => {
    const o = { onChange: vi.fn(), onBlur: vi.fn(), onOp: vi.fn() };
    render(<BetAmountField prefix="og" t={t} currency="PHP" value="1.00" disabled={false} invalid={false} hint="1.00 – 500.00" {...o} />);
    const input = screen.getByLabelText(/Bet amount/);
    expect(input.id).toBe('og-bet');
    fireEvent.change(input, { target: { value: '2' } });
    expect(o.onChange).toHaveBeenCalledWith('2');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(o.onBlur).toHaveBeenCalled();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['½', '2×', 'Min', 'Max']);
    fireEvent.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(o.onOp).toHaveBeenCalledWith('max');
    expect(screen.getByText('1.00 – 500.00').className).toBe('og-field__hint');
  });

  it('switches between manual and auto play', () => {
    const onTab = vi.fn();
    render(<PlayModeTabs prefix="cr" label="Play mode" tab="manual" onTab={onTab} disabled={false} names={{ manual: 'Manual', auto: 'Auto' }} />);
    expect(screen.getByRole('tab', { name: 'Manual' }).className).toBe('cr-tab is-on');
    fireEvent.click(screen.getByRole('tab', { name: 'Auto' }));
    expect(onTab).toHaveBeenCalledWith('auto');
  });
});
