/** The quantity stepper's − and + (drawn here: the site's sprite has no such glyphs). */
const Stroke = ({ d }: { d: string }) => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export const IconMinus = () => <Stroke d="M5 12h14" />;
export const IconPlus = () => <Stroke d="M12 5v14M5 12h14" />;
