/** SPEC.md §9: the icon spinner rotates once per 0.5 s (see .spinner in ui.css). */
export const Spinner = ({ size = 28, label }: { size?: number; label?: string }) => (
  <span className="spinner" style={{ width: size, height: size }} role={label ? 'status' : undefined} aria-label={label}>
    <span className="spinner__ring" aria-hidden="true" />
  </span>
);
