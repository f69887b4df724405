export type TabItem<T extends string> = { value: T; label: string; count?: number };

/** The queues of a screen as tabs over one list (a filter the server applies). */
export function Tabs<T extends string>({ items, value, onChange, label }: { items: readonly TabItem<T>[]; value: T; onChange: (value: T) => void; label: string }) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          className={`tabs__tab${item.value === value ? ' tabs__tab--active' : ''}`}
          onClick={() => onChange(item.value)}
        >
          {item.label}
          {item.count !== undefined && <span className="tabs__count">{item.count}</span>}
        </button>
      ))}
    </div>
  );
}
