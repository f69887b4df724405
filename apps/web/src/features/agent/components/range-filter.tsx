import { type FormEvent, type ReactNode, useState } from 'react';
import { DateRangeFilter } from '@/components/date-range-filter';
import { useDateRange } from '@/hooks/use-date-range';
import { useAgentRangeLabels } from './agent-labels';

/**
 * A dated list's filter: the SPEC.md §9 date shortcuts and range, the page,
 * and the list's own values. Any change of the filter goes back to page 1;
 * nothing is asked while the range is invalid.
 */
export const useRangedList = () => {
  const dates = useDateRange();
  const [pageNo, setPageNo] = useState(1);
  return {
    dates,
    pageNo,
    setPageNo,
    /** Wraps a setter so that using it goes back to page 1. */
    refilter:
      <A,>(fn: (a: A) => void) =>
      (a: A) => {
        fn(a);
        setPageNo(1);
      },
    range: dates.range,
    enabled: dates.problem === null,
  };
};

export type RangedList = ReturnType<typeof useRangedList>;

/** The date range and the list's own fields; a typed field applies on Enter or when left (`onApply`). */
export const RangeFilter = ({ list, name, onApply, children }: { list: RangedList; name: string; onApply?: () => void; children?: ReactNode }) => {
  const labels = useAgentRangeLabels(list.dates.offset);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply?.();
  };
  return (
    <form className="agent-range" onSubmit={submit} noValidate>
      <DateRangeFilter dates={list.dates} labels={labels} name={name} shortcutTestId={`${name}-shortcut`} bounded onChange={() => list.setPageNo(1)}>
        {children}
      </DateRangeFilter>
      {/* Enter in a text field submits the form: a hidden submit makes that work in every browser. */}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </form>
  );
};
