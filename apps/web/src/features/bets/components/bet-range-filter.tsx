import { RECORD_RANGE_MAX_DAYS } from '@wps/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { useBrand } from '@/lib/brand';
import { formatGmtOffset } from '@/lib/time';
import { brandToday, type DayRange, rangeOf, rangeProblem, type Shortcut, SHORTCUTS } from '../utils/day-range';

/** The range of a game-record screen, in brand-local days; opens on "previous 7 days". */
export const useBetRange = () => {
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const today = () => brandToday(Date.now(), offset);
  const [range, setRange] = useState<DayRange>(() => rangeOf('prev7', today()));
  const shortcut = SHORTCUTS.find((s) => {
    const r = rangeOf(s, today());
    return r.startDate === range.startDate && r.endDate === range.endDate;
  });
  return { range, setRange, offset, shortcut, problem: rangeProblem(range), apply: (s: Shortcut) => setRange(rangeOf(s, today())) };
};
export type BetRange = ReturnType<typeof useBetRange>;

/** The SPEC.md §9 shortcuts, the two ends, then the screen's own filters. */
export const BetRangeFilter = ({ dates, onChange, children }: { dates: BetRange; onChange?: () => void; children?: ReactNode }) => {
  const { t } = useTranslation();
  const set = (r: DayRange) => {
    dates.setRange(r);
    onChange?.();
  };
  const problem = dates.problem ? t(`bets.range_${dates.problem}`, { max: RECORD_RANGE_MAX_DAYS }) : null;
  return (
    <div className="bets-filter" data-testid="bets-filter">
      <div className="bets-filter__shortcuts" role="group" aria-label={t('bets.shortcuts_label')}>
        {SHORTCUTS.map((s) => (
          <button
            key={s}
            type="button"
            className="chip"
            aria-pressed={dates.shortcut === s}
            onClick={() => {
              dates.apply(s);
              onChange?.();
            }}
            data-testid={`bets-shortcut-${s}`}
          >
            {t(`bets.shortcut_${s}`)}
          </button>
        ))}
      </div>
      <div className="bets-filter__fields">
        <FormField
          name="startDate"
          type="date"
          label={t('bets.start_date')}
          value={dates.range.startDate}
          onChange={(e) => set({ ...dates.range, startDate: e.target.value })}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId="bets-start"
        />
        <FormField
          name="endDate"
          type="date"
          label={t('bets.end_date')}
          value={dates.range.endDate}
          onChange={(e) => set({ ...dates.range, endDate: e.target.value })}
          aria-invalid={dates.problem ? true : undefined}
          inputTestId="bets-end"
        />
        {children}
      </div>
      {problem ? (
        <p className="field__error" role="alert" data-testid="bets-range-error">
          {problem}
        </p>
      ) : (
        <p className="field__hint">{t('bets.time_zone', { offset: formatGmtOffset(dates.offset) })}</p>
      )}
    </div>
  );
};
