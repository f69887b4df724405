const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A figure whose digits roll like a slot counter when they change. The full
 * text is given to assistive technology once; the columns are decoration.
 */
export const RollingNumber = ({ text, className, label }: { text: string; className?: string; label?: string }) => (
  <span className={`rolling-number ${className ?? ''}`} data-value={text}>
    <span className="visually-hidden">{label ? `${label} ${text}` : text}</span>
    {text.split('').map((ch, i) => {
      // Keyed from the right, so a digit keeps its column as the number grows.
      const key = text.length - i;
      const digit = DIGITS.indexOf(ch);
      if (digit < 0) {
        return (
          <span key={key} className="rolling-number__sep" aria-hidden="true">
            {ch}
          </span>
        );
      }
      return (
        <span key={key} className="rolling-number__digit" aria-hidden="true">
          <span className="rolling-number__strip" style={{ transform: `translateY(${-digit * 10}%)` }}>
            {DIGITS.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </span>
        </span>
      );
    })}
  </span>
);
