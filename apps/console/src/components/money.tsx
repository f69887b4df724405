import { formatMinor } from '@/lib/money';

export type MoneyProps = {
  /** Integer minor units as the API sends them ("123456" = 1,234.56). */
  minor: string | bigint;
  /** The currency code shown after the amount (e.g. "PHP"). */
  currency?: string;
  /** Colours the amount by its sign (credits and debits in a ledger view). */
  signed?: boolean;
};

/** An amount in the API's minor units, formatted without a float ("1,234.56 PHP"). */
export const Money = ({ minor, currency, signed }: MoneyProps) => {
  const text = formatMinor(minor);
  if (text === null) return <span className="money money--invalid">—</span>;
  const sign = signed ? (text.startsWith('-') ? ' money--negative' : text === '0.00' ? '' : ' money--positive') : '';
  return (
    <span className={`money${sign}`}>
      {text}
      {currency && <span className="money__currency">{currency}</span>}
    </span>
  );
};
