import { expect, it } from 'vitest';
import { installI18n } from './install.js';
import { recordLookups } from './record.js';
import { activateLocale, addMessages, carryForFirstAct, isTranslated, runtimeState, t } from './runtime.js';

it('notes the messages looked up while recording, and nothing before or after', () => {
  installI18n();
  addMessages('fr', { Donate: 'Faire un don', About: 'À propos', Stories: 'Témoignages', Contact: 'Nous écrire' });
  activateLocale('fr');
  t('Stories');
  const stop = recordLookups();
  expect(t('Donate')).toBe('Faire un don');
  // Through the engine itself, as a portal's server bundle from an earlier release does.
  expect(runtimeState().i18n?._('About')).toBe('À propos');
  expect(isTranslated('Contact')).toBe(true);
  // Not in the catalogue: nothing the page would need.
  expect(t('Not translated')).toBe('Not translated');
  const used = stop();
  t('Stories');
  expect([...used].sort()).toEqual(['About', 'Contact', 'Donate']);
  expect(runtimeState().recording).toBeNull();
  expect(Object.hasOwn(runtimeState().i18n!, '_')).toBe(false);
});

it('notes the words carried for a first act, which the render looked up without showing', () => {
  installI18n();
  addMessages('fr', { 'Pay with mobile money': 'Payer par mobile money', Card: 'Carte' });
  activateLocale('fr');
  const stop = recordLookups();
  t('Card');
  carryForFirstAct(['Pay with mobile money']);
  expect([...stop()].sort()).toEqual(['Card', 'Pay with mobile money']);
});
