import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf, newPerson } from '../support/accounts.js';
import { newOpenProgramme, PDF_BYTES } from '../support/programmes.js';
import { waitForLiveApp } from '../support/site.js';

// The site in French, as a visitor whose browser prefers French sees it: public pages rendered by the server at
// their /fr/ addresses, sign-in, the application form and an e-mail.
test.use({ locale: 'fr-FR' });

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.org`;

test('a browser that prefers French gets the French page, server-rendered, and can switch to English', async ({
  page,
  context,
}) => {
  const response = await page.goto('/about');
  expect(page.url()).toMatch(/\/fr\/about$/);
  // Before any script: the server's page is already French, with its translations named.
  const html = await response!.text();
  expect(html).toMatch(/<html lang="fr">/);
  expect(html).toContain('hreflang="en"');
  expect(html).toContain('<title>À propos — Scientist-Leaders Africa</title>');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'S’engager' })).toHaveAttribute('href', '/fr/get-involved');
  await nav.getByRole('link', { name: 'Témoignages' }).click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
  await expect(page).toHaveTitle(/^Témoignages — /);

  // The switch: English, remembered in a cookie, so an address without a language stays English.
  await nav.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'sla_locale')?.value).toBe('en');
  await page.goto('/about');
  expect(page.url()).toMatch(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a French page carries only its own messages, brings the rest when the visitor acts, and the next page never shows English', async ({
  page,
}) => {
  // Every text the page's main area and navigation show, as it changes: an English flash would be caught here.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { seenTexts: string[] }).seenTexts = []);
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (main) seen.push(main.innerText);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const catalogue = page.waitForResponse((answer) => /\/fr-[\w-]+\.js$/.test(new URL(answer.url()).pathname));
  const response = await page.goto('/fr/about');
  const html = await response!.text();
  const inline = /<script id="i18n-messages" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
  // Issue 30's target, measured as the page travels: compressed (about 9 KB as written, most of it the page's own text).
  expect(gzipSync(inline).length).toBeLessThanOrEqual(8 * 1024);
  // Another page's words stay out of this one.
  expect(inline).not.toContain('Dites-nous comment vous aimeriez aider');

  // Once the page is live, the visitor's first move brings the rest of the catalogues: one file per app and language,
  // kept a year by the browser (a second page costs nothing).
  await waitForLiveApp(page);
  await page.mouse.move(200, 300);
  expect((await catalogue).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'S’engager' }).click();
  await expect(page).toHaveURL(/\/fr\/get-involved$/);
  await expect(page.getByRole('heading', { name: 'Dites-nous comment vous aimeriez aider' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByText('Bon retour parmi nous. Connectez-vous pour accéder à votre espace.')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts.join('\n'));
  for (const english of ['Tell us how you would like to help', 'Get involved', 'Welcome back', 'Loading…'])
    expect(seen).not.toContain(english);
});

test('sign in and apply in French: the form, its autosave and its checks speak French, and the answers are stored', async ({
  page,
}) => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson({ displayName: `Aïssatou Candidate ${Date.now()}` });
  await page.goto(`/fr/login?redirect=${encodeURIComponent(`/applicant/applications/new?program=${programme.slug}`)}`);
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(applicant.email);
  await form.getByLabel('Mot de passe').fill(applicant.password);
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();

  await expect(page).toHaveURL(/\/fr\/applicant\/applications\/new/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle candidature');
  await page.getByRole('button', { name: 'Commencer la candidature' }).click();
  await expect(page).toHaveURL(/\/fr\/applicant\/applications\/[^/]+\/edit/);
  await expect(page.getByRole('progressbar', { name: /Étape 1 sur 4/ })).toBeVisible();
  await page.getByLabel('Your school or university').fill('Université Cheikh Anta Diop');
  await expect(page.getByRole('status').filter({ hasText: /Enregistré à \d\d:\d\d/ })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Date of birth')).toBeFocused();
  await page.getByLabel('Date of birth').fill('2006-04-12');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('progressbar', { name: /Étape 2 sur 4/ })).toBeVisible();
  await page.getByLabel('Why do you want to join?').fill('Je veux comprendre comment la sécheresse change les sols.');
  await page.getByRole('radio', { name: 'Biology' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page
    .getByLabel('Your latest transcript')
    .setInputFiles({ name: 'releve.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  // Uploaded: the file is listed with its size (in French), and the step may be left.
  await expect(page.getByText('(45 octets)')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifier et envoyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer la candidature' }).click();
  await expect(page.getByRole('heading', { name: 'Candidature envoyée' })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/applicant\/applications\/[^/]+$/);

  const id = page.url().split('/').at(-1)!;
  const stored = await api(await idTokenOf(applicant), 'GET', `/applications/${id}`);
  expect(stored.body).toMatchObject({ status: 'submitted', answers: { school: 'Université Cheikh Anta Diop' } });
});

test('someone who subscribes from a French page gets the confirmation e-mail in French', async ({ page }) => {
  const email = uniqueAddress('abonnement');
  await page.goto('/fr/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Adresse e-mail').fill(email);
  await footer.getByRole('button', { name: 'S’abonner' }).click();
  await expect(footer.getByRole('status')).toBeVisible();

  const outbox = await api(await idTokenOf(DEMO.admin), 'GET', `/outbox?to=${encodeURIComponent(email)}`);
  const mail = (outbox.body as ListPage<OutboxMessage>).items.find((sent) => sent.kind === 'newsletter_confirmation');
  expect(mail, 'confirmation e-mail in the outbox').toBeTruthy();
  expect(mail!.subject).toBe('Merci de confirmer votre abonnement à la lettre d’information de Scientist-Leaders Africa');
  expect(mail!.text).toContain('Confirmer mon abonnement');
  expect(mail!.text).toContain('Bien cordialement,');
  expect(mail!.text).not.toContain('With warm wishes');
  // The page's acknowledgement, a sentence of the data service, is shown in French too.
  await expect(footer.getByRole('status')).not.toContainText('Thank you');

  // Its link opens the French confirmation page.
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail!.text)?.[0];
  expect(link, 'confirmation link in the e-mail').toBeTruthy();
  const confirm = new URL(link!);
  expect(confirm.pathname).toBe('/fr/newsletter/confirm');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page.locator('.portal .screen')).toBeVisible();
  await expect(page.getByRole('main').getByText('Votre abonnement est confirmé. Merci de nous avoir rejoints !')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
