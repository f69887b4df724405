import { signedMoney } from '@/lib/money';

/** A net amount: "+₱15.00" green, "−₱4.00" red, "₱0.00" plain; the sign is part of the reading, not only the colour. */
export const SignedMoney = ({ symbol, minor, testId }: { symbol: string; minor: string; testId?: string }) => {
  const value = BigInt(minor);
  const direction = value > 0n ? 'up' : value < 0n ? 'down' : 'zero';
  return (
    <span className={`bets-net bets-net--${direction}`} data-testid={testId}>
      {signedMoney(symbol, value)}
    </span>
  );
};
