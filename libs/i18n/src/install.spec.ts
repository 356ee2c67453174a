import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, it } from 'vitest';
import { installI18n } from './install.js';
import { activateLocale, addMessages, isTranslated, runtimeState, t } from './runtime.js';

it('keeps what a page adds before the engine is installed, shows English meanwhile, and everything once installed', () => {
  expect(runtimeState().i18n).toBeNull();
  const plural = '{count, plural, one {# story} other {# stories}}';
  addMessages('en', { [plural]: compileMessage(plural) });
  addMessages('fr', { Donate: 'Faire un don', [plural]: compileMessage('{count, plural, one {# article} other {# articles}}') });
  activateLocale('fr');
  // No engine (a portal loaded without the shell, or the data service): English, plain placeholders filled.
  expect(t('Donate')).toBe('Donate');
  expect(t('Hello {name}', { name: 'Ama' })).toBe('Hello Ama');
  expect(isTranslated('Donate')).toBe(true);

  installI18n();
  const engine = runtimeState().i18n;
  expect(engine?.locale).toBe('fr');
  expect(t('Donate')).toBe('Faire un don');
  expect(t(plural, { count: 3 })).toBe('3 articles');
  // Installing again keeps the one engine.
  installI18n();
  expect(runtimeState().i18n).toBe(engine);
});
