import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';

/**
 * A required money amount: the decimal keypad, the currency symbol in front,
 * and anything but digits and separators dropped as it is typed
 * (parseMoneyInput reads the rest).
 */
export const AmountField = ({
  symbol,
  onChange,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'onChange' | 'leading' | 'required' | 'inputMode' | 'autoComplete'> & {
  symbol: string;
  onChange: (value: string) => void;
}) => (
  <FormField
    required
    inputMode="decimal"
    autoComplete="off"
    onChange={(e) => onChange(e.target.value.replace(/[^\d.,]/g, ''))}
    leading={
      <span className="withdraw-currency" aria-hidden="true">
        {symbol}
      </span>
    }
    {...field}
  />
);
