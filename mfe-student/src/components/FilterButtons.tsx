export interface FilterOption<T extends string> {
  id: T;
  label: string;
  count: number;
}

/** A row of toggle buttons choosing one view of a list ("All", "To do", "Done"), each with its count. */
export function FilterButtons<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string;
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="student-filters">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="student-filters__button"
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
        >
          {option.label} <span className="student-filters__count">({option.count})</span>
        </button>
      ))}
    </div>
  );
}
