import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the site is judged by: WCAG 2.2 AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe check of `page` against WCAG 2.2 AA, run the quick way; the violations it finds are the same.
 * - In the page itself (axe.run, "legacy mode"): the default runs axe in each frame, then opens a second page, loads
 *   axe there too and sends it every result to put together, a second or more per check on CI. That way exists for
 *   pages with iframes from other sites; the site's pages have none (its Markdown lets no iframe through).
 * - Only violations written out in full (resultTypes): the tests read nothing else, and listing every node that passed
 *   made the results several times larger to build and carry back.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
}
