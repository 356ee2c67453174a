import { describe, expect, it, vi } from 'vitest';
import { installI18n } from './install.js';
import { completeCatalogues, INLINE_CATALOGUES_ID, loadCatalogue } from './load.js';
import { activateLocale, t } from './runtime.js';

// The page a French visitor got from the site server: of each catalogue, only the messages its render used.
const page = {
  locale: 'fr',
  used: { shell: { Donate: 'Faire un don' }, 'mfe-public': { 'Our story': 'Notre histoire' } },
};
vi.stubGlobal('document', {
  getElementById: (id: string) => (id === INLINE_CATALOGUES_ID ? { textContent: JSON.stringify(page) } : null),
});

const chunk = (messages: Record<string, string>) => {
  const load = vi.fn(() => Promise.resolve({ default: messages }));
  return { en: load, fr: load };
};

describe("a page's catalogues", () => {
  installI18n();
  activateLocale('fr');
  const shell = chunk({ Donate: 'Faire un don', Login: 'Connexion' });
  const publicPortal = chunk({ 'Our story': 'Notre histoire', Contact: 'Nous écrire' });
  const applicant = chunk({ 'My application': 'Ma candidature' });

  it('starts with the messages the page carries, without a request', async () => {
    await loadCatalogue('shell', shell);
    const portal = await loadCatalogue('mfe-public', publicPortal);
    expect(shell.fr).not.toHaveBeenCalled();
    expect(publicPortal.fr).not.toHaveBeenCalled();
    expect(t('Donate')).toBe('Faire un don');
    expect(t('Our story')).toBe('Notre histoire');
    // The rest has not come yet.
    expect(t('Login')).toBe('Login');
    expect(portal).toEqual({ 'Our story': 'Notre histoire' });
  });

  it('brings the rest of every catalogue once, and the catalogue a portal got grows into the whole one', async () => {
    const portal = await loadCatalogue('mfe-public', publicPortal);
    await Promise.all([completeCatalogues(), completeCatalogues()]);
    expect(shell.fr).toHaveBeenCalledTimes(1);
    expect(publicPortal.fr).toHaveBeenCalledTimes(1);
    expect(t('Login')).toBe('Connexion');
    expect(t('Contact')).toBe('Nous écrire');
    expect(portal).toEqual({ 'Our story': 'Notre histoire', Contact: 'Nous écrire' });
  });

  it('loads a portal the page did not carry from its own chunk', async () => {
    expect(await loadCatalogue('mfe-applicant', applicant)).toEqual({ 'My application': 'Ma candidature' });
    expect(t('My application')).toBe('Ma candidature');
  });
});
