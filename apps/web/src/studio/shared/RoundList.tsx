/**
 * The rounds a Fairness dialog lists (`<prefix>-rounds`), newest first: the one the player
 * asked for (a tap on the history) marked `is-focus` and scrolled into view.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function RoundList<R extends { roundId: string }>({ prefix, rounds, focus, children }: { prefix: string; rounds: readonly R[]; focus: string | null; children: (round: R, index: number) => ReactNode }) {
  const focusRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    focusRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focus]);
  return (
    <ul className={`${prefix}-rounds`}>
      {rounds.map((r, i) => (
        <li key={r.roundId} ref={r.roundId === focus ? focusRef : undefined} className={r.roundId === focus ? 'is-focus' : ''}>
          {children(r, i)}
        </li>
      ))}
    </ul>
  );
}
