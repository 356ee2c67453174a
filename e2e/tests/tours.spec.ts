import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { libraryDirs, readTranslations, WORKSPACE } from '@sla/build-tools/i18n';
import { PORTAL_HOME, ROLES, type Role } from '@sla/permissions';
import { DEMO, openSignedIn, signIn } from '../support/accounts.js';
import { settleScreen } from '../support/site.js';

// Two tours of every role's home, as the users' own tour found what no single test did: in French, no words of the
// site's own left in English; at 360 px, nothing wider than the screen and no label cut short.

/**
 * The site's own English words that French readers get in French: every catalogue's English with a different French,
 * at least two words or a long one, so a name that reads the same in both languages is never taken for one.
 */
function englishWithFrench(): Set<string> {
  const apps = readdirSync(WORKSPACE).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  const english = new Set<string>();
  for (const dir of [...apps.map((name) => join(WORKSPACE, name)), ...libraryDirs()])
    for (const [message, french] of Object.entries(readTranslations(dir, 'fr')))
      if (french && french !== message && !/[{}<#]/.test(message) && (message.includes(' ') || message.length >= 8))
        english.add(message);
  return english;
}

/** Every piece of text on the page as a reader meets it, and the page's title. */
async function wordsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [document.title.split(' — ')[0] ?? ''];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], .visually-hidden')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    return found;
  });
}

test.describe('a tour of every role’s home', () => {
  const english = englishWithFrench();

  for (const role of ROLES) {
    test(`${role}: in French, none of the site’s own words are left in English`, async ({ page }) => {
      await openSignedIn(page, DEMO[role], `/fr${PORTAL_HOME[role]}`);
      await settleScreen(page, 20_000);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const leftInEnglish = [...new Set((await wordsOn(page)).filter((text) => english.has(text)))];
      expect(leftInEnglish, `${PORTAL_HOME[role]} in French`).toEqual([]);
    });
  }

  /** The homes, and the screens the tour found too wide or cut on a phone. */
  const SMALL_SCREENS: [Role | null, string[]][] = [
    [null, ['/signup']],
    ['admin', ['/admin', '/admin/programs']],
    ['staff', ['/admin']],
    ['content_editor', ['/content', '/content/blog', '/content/events', '/content/programs']],
    ['alumni', ['/alumni', '/alumni/messages']],
    ['student', ['/student']],
    ['applicant', ['/applicant']],
  ];
  for (const [role, paths] of SMALL_SCREENS) {
    test(`${role ?? 'a visitor'}: at 360 px, nothing is wider than the screen, no table scrolls sideways, no label is cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      if (role) await signIn(page, DEMO[role]);
      for (const path of paths) {
        await page.goto(path);
        await settleScreen(page, 20_000);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(360);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          // A table that scrolls inside its box hides columns; on a phone each row is a card instead.
          for (const region of document.querySelectorAll<HTMLElement>('main [role="region"]'))
            if (region.querySelector('table') && region.scrollWidth > region.clientWidth + 1)
              found.push(`a table scrolls sideways: ${region.getAttribute('aria-labelledby') ?? ''}`);
          // A label is cut when its text is wider than its box and the box hides the rest (an ellipsis or a clip).
          // Labels: names, links, buttons, headings, badges; a message's one-line preview may end in an ellipsis.
          const labels = 'a, button, label, h1, h2, h3, h4, th, dt, legend, summary, .badge';
          for (const element of document.querySelectorAll<HTMLElement>(`main :is(${labels}), header :is(${labels})`)) {
            if (element.offsetParent === null || element.closest('.visually-hidden')) continue;
            if (!element.textContent?.trim()) continue;
            const style = getComputedStyle(element);
            const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
            if (hides && element.scrollWidth > element.clientWidth + 1)
              found.push(`cut: ${element.tagName.toLowerCase()}.${element.className}: ${element.textContent.trim()}`);
          }
          // A choice wider than its box shows only the start of what is chosen.
          for (const select of document.querySelectorAll<HTMLSelectElement>('main select')) {
            const chosen = select.selectedOptions[0]?.textContent ?? '';
            const probe = document.createElement('span');
            probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
            probe.textContent = chosen;
            document.body.append(probe);
            const style = getComputedStyle(select);
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (probe.offsetWidth > room) found.push(`cut choice: ${chosen}`);
            probe.remove();
          }
          return found;
        });
        expect(problems, `${path} at 360 px`).toEqual([]);
      }
    });
  }
});
