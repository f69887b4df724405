import type { ReactNode } from 'react';

/** One headline figure in a `kpi-grid`: its label, the value, and optionally the figure before it or a hint. */
export const Kpi = ({ label, value, previous, hint }: { label: string; value: ReactNode; previous?: ReactNode; hint?: string }) => (
  <div className="kpi">
    <span className="kpi__label">{label}</span>
    <span className="kpi__value">{value}</span>
    {previous !== undefined && <span className="kpi__previous">{previous}</span>}
    {hint && <span className="kpi__hint">{hint}</span>}
  </div>
);
