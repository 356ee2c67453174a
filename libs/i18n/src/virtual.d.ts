// The catalogue modules the build's messages plugin (libs/build-tools/src/i18n.js) makes for each app.
declare module 'virtual:sla-messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

declare module 'virtual:sla-messages' {
  import type { Messages } from '@lingui/core';
  /** One dynamic import per language (the shape of CatalogueImports in ./load.ts). */
  const catalogues: Record<'en' | 'fr', () => Promise<{ default: Messages }>>;
  export default catalogues;
}
