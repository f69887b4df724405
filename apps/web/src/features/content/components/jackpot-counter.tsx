import { useEffect, useState } from 'react';
import { IconTrophy } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { counterStart, counterStep, groupThousands, type JackpotCounterOptions } from '../utils/jackpot';
import { RollingNumber } from './rolling-number';

/**
 * SPEC.md §4 Jackpot counter: starts at a random value in a range (or a fixed
 * one) and keeps adding a random amount at random intervals, with the §9
 * defaults (1,400,000 to 1,500,000; +1000 to 1500 every 3, 4 or 5 s).
 */
export const JackpotCounter = ({
  prefix,
  label,
  className,
  random = Math.random,
  ...options
}: JackpotCounterOptions & { prefix?: string; label?: string; className?: string; random?: () => number }) => {
  const [value, setValue] = useState(() => counterStart(options, random));
  const { stepMin, stepMax, intervalsMs } = options;
  useEffect(() => {
    let id: number;
    const schedule = () => {
      const { add, delayMs } = counterStep({ stepMin, stepMax, intervalsMs }, random);
      id = window.setTimeout(() => {
        setValue((v) => v + add);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => window.clearTimeout(id);
  }, [stepMin, stepMax, intervalsMs, random]);
  return (
    <span className={`jackpot-counter ${className ?? ''}`} data-testid="jackpot-counter">
      {prefix && <span className="jackpot-counter__prefix">{prefix}</span>}
      <RollingNumber text={groupThousands(value)} label={label} />
    </span>
  );
};

/** The animated jackpot counter with its label and the brand's currency, for a page header (the slots list pages). */
export const JackpotBadge = ({ label }: { label: string }) => {
  const { permission } = useBrand();
  return (
    <div className="jackpot-badge">
      <span className="jackpot-badge__label">
        <IconTrophy size={16} />
        {label}
      </span>
      <JackpotCounter prefix={permission.info.setting.currencySymbol} label={label} />
    </div>
  );
};
