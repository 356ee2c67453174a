import { setupI18n } from '@lingui/core';
import { INTL_LOCALES } from './locales.js';
import { runtimeState } from './runtime.js';

/**
 * Puts Lingui's engine into the page's message runtime. The shell calls it first thing (and so do the site
 * server's renderer, a portal's dev harness and unit tests); portals never do, and use the shell's: one runtime
 * per page, and Lingui downloaded once.
 */
export function installI18n(): void {
  const state = runtimeState();
  if (state.i18n) return;
  const i18n = setupI18n({ locale: state.locale, locales: [INTL_LOCALES[state.locale]], messages: { en: {}, fr: {} } });
  // Catalogues hold plain sentences as strings: they need no compiling, and this keeps Lingui from warning about them.
  i18n.setMessagesCompiler((message: string) => [message]);
  for (const [locale, messages] of Object.entries(state.added)) i18n.load(locale, messages);
  state.i18n = i18n;
  i18n.activate(state.locale, [INTL_LOCALES[state.locale]]);
}
