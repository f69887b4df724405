import { formatClock } from '@/lib/time';

/** A record's time in the brand's offset: the day, and the clock time under it (narrow columns, no wrapping mid-date). */
export const RecordTime = ({ time, offset }: { time: number; offset: number }) => {
  const [day, clock] = formatClock(time, offset).split(' ');
  return (
    <time className="record-time" dateTime={new Date(time).toISOString()}>
      <span>{day}</span> <span className="record-time__clock">{clock}</span>
    </time>
  );
};
