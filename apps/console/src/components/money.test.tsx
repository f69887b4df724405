import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('shows minor units as the amount with its currency', () => {
    const { container } = render(<Money minor="123456" currency="PHP" />);
    expect(container.textContent).toBe('1,234.56PHP');
    expect(container.querySelector('.money__currency')?.textContent).toBe('PHP');
  });

  it('colours a signed amount and shows a dash for what is not an amount', () => {
    const { container, rerender } = render(<Money minor="-500" signed />);
    expect(container.querySelector('.money--negative')?.textContent).toBe('-5.00');
    rerender(<Money minor="1.5" />);
    expect(container.textContent).toBe('—');
  });
});
