// The messages a server-rendered page carries (#i18n-messages): of each app's catalogue in the page's language, only
// those its render looked up. The browser shows the page in the same words without fetching anything, and fetches the
// rest of each catalogue (a cacheable chunk per app and language) once the page is interactive (libs/i18n, load.ts).

/** `{ locale, used: { app: messages } }`: of each app's catalogue in `apps`, the messages whose id is in `used`. */
export function pageMessages({ locale, used, apps }) {
  const ids = new Set(used);
  const pick = (catalogue) => Object.fromEntries(Object.entries(catalogue).filter(([id]) => ids.has(id)));
  return { locale, used: Object.fromEntries(Object.entries(apps).map(([app, catalogue]) => [app, pick(catalogue)])) };
}
