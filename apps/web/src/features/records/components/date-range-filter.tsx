import { RECORD_RANGE_MAX_DAYS } from '@wps/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { formatGmtOffset } from '@/lib/time';
import type { useDateRange } from '../hooks/use-date-range';
import { DATE_SHORTCUTS, type DateShortcut } from '../utils/date-range';

/** The SPEC.md §9 shortcuts, then the two ends as dates in the brand's offset, and the tab's own filter. */
export const DateRangeFilter = ({ dates, children }: { dates: ReturnType<typeof useDateRange>; children?: ReactNode }) => {
  const { t } = useTranslation();
  const shortcutLabel = (s: DateShortcut) =>
    ({
      prev7: t('records.shortcut_prev7'),
      prev30: t('records.shortcut_prev30'),
      next7: t('records.shortcut_next7'),
      next30: t('records.shortcut_next30'),
    })[s];
  const problem = dates.problem
    ? { missing: t('records.range_missing'), order: t('records.range_order'), too_long: t('records.range_too_long', { max: RECORD_RANGE_MAX_DAYS }) }[dates.problem]
    : null;

  return (
    <div className="records-filter" data-testid="records-filter">
      <div className="records-filter__shortcuts" role="group" aria-label={t('records.shortcuts_label')}>
        {DATE_SHORTCUTS.map((s) => (
          <button
            key={s}
            type="button"
            className="chip"
            aria-pressed={dates.shortcut === s}
            onClick={() => dates.applyShortcut(s)}
            data-testid={`date-shortcut-${s}`}
          >
            {shortcutLabel(s)}
          </button>
        ))}
      </div>
      <div className="records-filter__fields">
        <FormField
          name="startDate"
          type="date"
          label={t('records.start_date')}
          value={dates.range.startDate}
          max={dates.range.endDate || undefined}
          onChange={(e) => dates.setStart(e.target.value)}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId="records-start"
        />
        <FormField
          name="endDate"
          type="date"
          label={t('records.end_date')}
          value={dates.range.endDate}
          min={dates.range.startDate || undefined}
          onChange={(e) => dates.setEnd(e.target.value)}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId="records-end"
        />
        {children}
      </div>
      {problem ? (
        <p className="field__error" role="alert" data-testid="records-range-error">
          {problem}
        </p>
      ) : (
        <p className="field__hint">{t('records.time_zone', { offset: formatGmtOffset(dates.offset) })}</p>
      )}
    </div>
  );
};
