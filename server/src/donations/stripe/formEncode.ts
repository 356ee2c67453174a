export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's form encoding: nested objects and arrays as bracketed keys
 * (line_items[0][price_data][currency]=usd). Null and undefined are left out.
 */
export function formEncode(values: Record<string, FormValue>): string {
  const pairs: [string, string][] = [];
  const walk = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(`${key}[${name}]`, item);
    else pairs.push([key, String(value)]);
  };
  for (const [key, value] of Object.entries(values)) walk(key, value);
  return new URLSearchParams(pairs).toString();
}
