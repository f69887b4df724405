import type { ReactNode } from 'react';
import { FormField } from '@/components/form-field';
import type { useDateRange } from '@/hooks/use-date-range';
import { DATE_SHORTCUTS, type DateShortcut, type RangeProblem } from '@/lib/date-range';

export type DateRangeLabels = {
  /** The accessible name of the shortcut group. */
  shortcuts: string;
  shortcut: Record<DateShortcut, string>;
  start: string;
  end: string;
  problem: Record<RangeProblem, string>;
  /** The hint under a valid range (the brand's offset). */
  timeZone: string;
};

type Props = {
  dates: ReturnType<typeof useDateRange>;
  labels: DateRangeLabels;
  /** The feature's name: the `${name}-filter` classes and the `${name}-start|end|range-error|filter` test ids. */
  name: string;
  /** Prefix of the shortcut buttons' test ids (`${prefix}-prev7`, …). */
  shortcutTestId: string;
  /** Keep the start at most the end and the end at least the start in the date pickers. */
  bounded?: boolean;
  /** Called after any change of the range (a shortcut or either end). */
  onChange?: () => void;
  children?: ReactNode;
};

/** The SPEC.md §9 shortcuts, then the two ends as dates in the brand's offset, and the screen's own filters. */
export const DateRangeFilter = ({ dates, labels, name, shortcutTestId, bounded = false, onChange, children }: Props) => {
  const problem = dates.problem ? labels.problem[dates.problem] : null;
  const changed =
    <A extends unknown[]>(f: (...a: A) => void) =>
    (...a: A) => {
      f(...a);
      onChange?.();
    };

  return (
    <div className={`date-range-filter ${name}-filter`} data-testid={`${name}-filter`}>
      <div className={`date-range-filter__shortcuts ${name}-filter__shortcuts`} role="group" aria-label={labels.shortcuts}>
        {DATE_SHORTCUTS.map((s) => (
          <button
            key={s}
            type="button"
            className="chip"
            aria-pressed={dates.shortcut === s}
            onClick={() => changed(dates.applyShortcut)(s)}
            data-testid={`${shortcutTestId}-${s}`}
          >
            {labels.shortcut[s]}
          </button>
        ))}
      </div>
      <div className={`date-range-filter__fields ${name}-filter__fields`}>
        <FormField
          name="startDate"
          type="date"
          label={labels.start}
          value={dates.range.startDate}
          max={bounded ? dates.range.endDate || undefined : undefined}
          onChange={(e) => changed(dates.setStart)(e.target.value)}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId={`${name}-start`}
        />
        <FormField
          name="endDate"
          type="date"
          label={labels.end}
          value={dates.range.endDate}
          min={bounded ? dates.range.startDate || undefined : undefined}
          onChange={(e) => changed(dates.setEnd)(e.target.value)}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId={`${name}-end`}
        />
        {children}
      </div>
      {problem ? (
        <p className="field__error" role="alert" data-testid={`${name}-range-error`}>
          {problem}
        </p>
      ) : (
        <p className="field__hint">{labels.timeZone}</p>
      )}
    </div>
  );
};
