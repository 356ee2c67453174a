/**
 * A typed amount as the shared schema reads it: spaces dropped, "1,000" read as a thousand and
 * "25,50" (a decimal comma, common on French-language keyboards) as 25.50.
 */
export function normaliseAmount(typed: string): string {
  const text = typed.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, '');
  if (/^\d+,\d{1,2}$/.test(text)) return text.replace(',', '.');
  return text;
}
