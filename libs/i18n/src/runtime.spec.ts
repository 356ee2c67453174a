import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format.js';
import { installI18n } from './install.js';
import { activateLocale, activeLocale, addMessages, isTranslated, t } from './runtime.js';

installI18n();

describe('messages', () => {
  afterEach(() => activateLocale('en'));

  it('shows a message in the active language, with its placeholders and plurals', () => {
    const plural = '{count, plural, one {# application} other {# applications}}';
    addMessages('en', { [plural]: compileMessage(plural), 'Hello {name}': compileMessage('Hello {name}') });
    addMessages('fr', {
      [plural]: compileMessage('{count, plural, one {# candidature} other {# candidatures}}'),
      'Hello {name}': compileMessage('Bonjour {name}'),
      Donate: 'Faire un don',
    });
    expect(t('Donate')).toBe('Donate');
    expect(t(plural, { count: 2 })).toBe('2 applications');
    activateLocale('fr');
    expect(activeLocale()).toBe('fr');
    expect(t('Donate')).toBe('Faire un don');
    expect(t('Hello {name}', { name: 'Ama' })).toBe('Bonjour Ama');
    // French "one" covers 0 and 1.
    expect(t(plural, { count: 0 })).toBe('0 candidature');
    expect(isTranslated('Donate')).toBe(true);
  });

  it('falls back to English for a message not yet translated, placeholders included', () => {
    addMessages('en', { 'Due {day}': compileMessage('Due {day}') });
    activateLocale('fr');
    expect(t('Due {day}', { day: 'mardi' })).toBe('Due mardi');
    expect(t('Never seen before')).toBe('Never seen before');
    expect(isTranslated('Never seen before')).toBe(false);
  });

  it('fills plain placeholders of a message in no catalogue yet, leaving unknown ones as written', () => {
    expect(t('{name} · dev harness', { name: 'mfe-public' })).toBe('mfe-public · dev harness');
    expect(t('{who} and {other} met', { who: 'Ama' })).toBe('Ama and {other} met');
  });

  it('formats numbers and amounts the way the language writes them', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatMoney(1500, 'EUR')).toBe('€1,500');
    activateLocale('fr');
    expect(formatNumber(1234.5)).toBe('1\u202f234,5');
    expect(formatMoney(1500, 'EUR')).toBe('1\u202f500\u00a0€');
    expect(formatMoney(12.5, 'USD')).toBe('12,50\u00a0$US');
  });
});
