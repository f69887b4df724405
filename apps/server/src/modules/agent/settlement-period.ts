/**
 * A contract period as instants and brand-local days: day, week (Monday
 * first), semimonth (1st–15th, 16th–end), month, hour and 5-minute slot. A
 * period is named by its brand-local start ('YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:mm' for hours and slots).
 */
import type { TContractPeriod } from '@wps/contracts';
import { addDays, monthStart, weekStart } from './team-period';

export interface SettlementPeriod {
  period: TContractPeriod;
  start: Date;
  end: Date;
  label: string;
  /** The brand-local days it covers (hours and slots: their day). */
  firstDay: string;
  lastDay: string;
}

const MIN = 60_000;
const local = (at: Date, offset: number) => new Date(at.getTime() + offset * MIN).toISOString().slice(0, 16);
const instant = (localStamp: string, offset: number) => new Date(Date.parse(`${localStamp.length === 10 ? `${localStamp}T00:00` : localStamp}:00Z`) - offset * MIN);
const nextMonth = (first: string) => monthStart(addDays(first, 32));

export function periodFrom(period: TContractPeriod, start: string, offset: number): SettlementPeriod {
  const day = start.slice(0, 10);
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw new RangeError(`${start} is not a date`);
  const days = (first: string, endDay: string, label: string): SettlementPeriod => ({
    period,
    start: instant(first, offset),
    end: instant(endDay, offset),
    label,
    firstDay: first,
    lastDay: addDays(endDay, -1),
  });
  switch (period) {
    case 'day':
      return days(day, addDays(day, 1), day);
    case 'week': {
      const monday = weekStart(day);
      return days(monday, addDays(monday, 7), `${monday} – ${addDays(monday, 6)}`);
    }
    case 'semimonth': {
      const first = Number(day.slice(8, 10)) <= 15 ? monthStart(day) : `${day.slice(0, 8)}16`;
      const end = first.endsWith('-01') ? `${day.slice(0, 8)}16` : nextMonth(monthStart(day));
      return days(first, end, `${first} – ${addDays(end, -1)}`);
    }
    case 'month': {
      const first = monthStart(day);
      return days(first, nextMonth(first), first.slice(0, 7));
    }
    case 'hour':
    case 'slot': {
      const time = start.length > 10 ? start.slice(11, 16) : '00:00';
      const [h, m] = time.split(':').map(Number) as [number, number];
      const minutes = period === 'hour' ? 0 : m - (m % 5);
      const stamp = `${day}T${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      const from = instant(stamp, offset);
      const end = new Date(from.getTime() + (period === 'hour' ? 60 : 5) * MIN);
      return { period, start: from, end, label: `${day} ${stamp.slice(11)}${period === 'hour' ? ` – ${local(end, offset).slice(11)}` : ''}`, firstDay: day, lastDay: day };
    }
  }
}

/** The period that starts where `p` ends. */
export const nextPeriod = (p: SettlementPeriod, offset: number) => periodFrom(p.period, local(p.end, offset), offset);

/** The latest period of its kind that has ended by `now`. */
export function lastComplete(period: TContractPeriod, now: Date, offset: number): SettlementPeriod {
  const current = periodFrom(period, local(now, offset), offset);
  return periodFrom(period, local(new Date(current.start.getTime() - MIN), offset), offset);
}

/** The periods of a kind that ended in the `count` periods before `now`, oldest first. */
export function recentComplete(period: TContractPeriod, now: Date, offset: number, count: number): SettlementPeriod[] {
  const out: SettlementPeriod[] = [];
  let p = lastComplete(period, now, offset);
  for (let i = 0; i < count; i++) {
    out.unshift(p);
    p = lastComplete(period, p.start, offset);
  }
  return out;
}
