import type { FacetCount } from '@sla/data';
import { Field } from '@sla/forms';

/** "Kenya (12)": a filter value and how many profiles it would show. */
export const facetText = (label: string, count: number) => `${label} (${count})`;

/**
 * One filter of the directory as a select: "All …" first, then each value with its count. A value chosen in the
 * address that no profile has now stays chosen, with a count of 0, so the select never says something else.
 */
export function FacetSelect({
  label,
  all,
  value,
  facets,
  labelOf,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  facets: readonly FacetCount[];
  /** What to call a chosen value the counts do not name. */
  labelOf: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const listed = facets.some((facet) => facet.value === value);
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all}</option>
          {facets.map((facet) => (
            <option key={facet.value} value={facet.value}>
              {facetText(facet.label || labelOf(facet.value), facet.count)}
            </option>
          ))}
          {value && !listed ? <option value={value}>{facetText(labelOf(value), 0)}</option> : null}
        </select>
      )}
    </Field>
  );
}
