import { expect, test } from '@playwright/test';
import { matchRoute } from '@sla/permissions';
import { PUBLIC } from '@sla/permissions/spec-fixtures';
import { E2E_PORT, SITE_NAME } from '../support/env.js';
import { configure, expectScreen, waitForLiveApp } from '../support/site.js';

const HEADINGS: Record<string, string> = { '/': "Nurturing Africa's next generation of scientist-leaders" };
const API = `http://127.0.0.1:${E2E_PORT}/api`;

/** What the data service publishes, read straight from it, to check the pages against. */
async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface StoryItem {
  slug: string;
  title: string;
  authorName: string | null;
  category: { name: string; slug: string } | null;
}

/** The newest published story, the stand-in for the made-up slug of the route fixtures. */
async function realStory() {
  const { items } = await get<{ items: { slug: string; title: string }[] }>('/public/feed');
  if (!items[0]) throw new Error('The demo data has no published story');
  return items[0];
}

test.describe('public pages', () => {
  for (const path of PUBLIC) {
    test(`${path} shows its screen with heading and title`, async ({ page }) => {
      const route = matchRoute(path)!.route;
      if (route.pattern === '/blog/:slug') {
        // A story's page is named after the story.
        const story = await realStory();
        await page.goto(`/blog/${story.slug}`);
        await waitForLiveApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
        await expect(page).toHaveTitle(`${story.title} — ${SITE_NAME}`);
        return;
      }
      if (route.pattern === '/events/:slug') {
        // An event's page is named after the event.
        const { items } = await get<{ items: { slug: string; title: string }[] }>('/public/events?upcoming=1');
        if (!items[0]) throw new Error('The demo data has no upcoming event');
        await page.goto(`/events/${items[0].slug}`);
        await waitForLiveApp(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[0].title);
        await expect(page).toHaveTitle(`${items[0].title} — ${SITE_NAME}`);
        return;
      }
      await page.goto(path);
      await waitForLiveApp(page);
      await expectScreen(page, route.screen, HEADINGS[path] ?? route.screen);
    });
  }

  test('unknown paths answer 404 and show Page Not Found, inside portals too', async ({ page }) => {
    expect((await page.request.get('/fr/no-such-page')).status()).toBe(404);
    for (const path of ['/no-such-page', '/admin/nope', '/programs/unknown']) {
      const response = await page.goto(path);
      // Search engines and monitors see what the visitor sees.
      expect([path, response?.status()]).toEqual([path, 404]);
      await waitForLiveApp(page);
      await expectScreen(page, 'Page not found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    // An event that does not exist is a 404 too, its page saying so as a story's does.
    expect((await page.goto('/events/no-such-event'))?.status()).toBe(404);
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found');
  });

  test('the site name comes from configuration', async ({ page }) => {
    await configure(page, { siteName: 'Configured Org' });
    await page.goto('/about');
    await waitForLiveApp(page);
    await expect(page).toHaveTitle('About — Configured Org');
    await page.goto('/login');
    await waitForLiveApp(page);
    await expect(page).toHaveTitle('Sign In — Configured Org');
    await expect(page.getByRole('link', { name: 'Configured Org' })).toBeVisible();
  });
});

test.describe('public content', () => {
  test('the home page shows both programmes with their window, and the three latest stories', async ({ page }) => {
    const home = await get<{
      programs: { name: string; slug: string; applicationWindow: { state: string } }[];
      stories: StoryItem[];
    }>('/public/home');
    // Other tests add programmes of their own; the two real ones must be there.
    expect(home.programs.map((program) => program.slug)).toEqual(expect.arrayContaining(['dynamerge', 'stepup-scholars']));
    await page.goto('/');
    await waitForLiveApp(page);
    const programmes = page.getByRole('region', { name: 'Our programmes' });
    const label = { open: 'Applications open', upcoming: 'Opening soon', closed: 'Applications closed' } as Record<
      string,
      string
    >;
    for (const program of home.programs) {
      const card = programmes.getByRole('article').filter({ has: page.getByRole('heading', { name: program.name }) });
      await expect(card.getByText(label[program.applicationWindow.state]!, { exact: true })).toBeVisible();
      await expect(
        card.getByText(/^(Apply by|Opens on|Closed on) \d{1,2} \w+ \d{4}$|^Open until further notice$|^Not taking applications$/),
      ).toBeVisible();
    }
    const stories = page.getByRole('region', { name: 'Latest stories' });
    await expect(stories.getByRole('article')).toHaveCount(3);
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText(home.stories.slice(0, 3).map((story) => story.title));
    await stories.getByRole('link', { name: home.stories[0]!.title }).click();
    await expect(page).toHaveURL(`/blog/${home.stories[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.stories[0]!.title);
  });

  test('a programme page shows its window, places and the way to apply', async ({ page }) => {
    const program = await get<{ name: string; capacity: number | null; applicationWindow: { state: string } }>(
      '/public/programs/stepup-scholars',
    );
    await page.goto('/programs/stepup-scholars');
    await waitForLiveApp(page);
    await expectScreen(page, 'StepUp Scholars');
    const facts = page.getByRole('complementary', { name: 'Applications' });
    if (program.capacity) await expect(facts.getByText(String(program.capacity), { exact: true })).toBeVisible();
    for (const name of ['What it is', 'Who it is for', 'How to apply'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    if (program.applicationWindow.state === 'open') {
      await facts.getByRole('link', { name: 'Apply now to StepUp Scholars' }).click();
      await expect(page).toHaveURL('/signup');
    } else {
      await expect(facts.getByRole('link', { name: /Apply now/ })).toHaveCount(0);
    }
  });

  test('the stories list filters by category and loads more', async ({ page }) => {
    // Four stories a page instead of nine, so that paging shows with however many the demo has.
    // The list is opened from another page, so its first page too is fetched (not put in the page).
    await page.route(/\/api\/public\/posts(\?|$)/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '4');
      return route.continue({ url: url.toString() });
    });
    const first = await get<{ items: StoryItem[]; nextCursor: string | null }>('/public/posts?limit=4');
    const { items: categories } = await get<{ items: { name: string; slug: string; count: number }[] }>('/public/categories');
    expect(first.nextCursor, 'the demo data has more than four published stories').not.toBeNull();
    const second = await get<{ items: StoryItem[] }>(`/public/posts?limit=4&cursor=${encodeURIComponent(first.nextCursor!)}`);

    await page.goto('/about');
    await waitForLiveApp(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
    await expectScreen(page, 'Stories');
    const list = page.getByRole('main').getByRole('article');
    await expect(list).toHaveCount(first.items.length);
    await expect(list.getByRole('heading')).toHaveText(first.items.map((story) => story.title));

    await page.getByRole('button', { name: 'Load more stories' }).click();
    await expect(list).toHaveCount(first.items.length + second.items.length);
    await expect(list.getByRole('heading')).toHaveText([...first.items, ...second.items].map((story) => story.title));
    await expect(page.getByRole('link', { name: second.items[0]!.title })).toBeFocused();

    const category = categories.find((item) => item.count > 0)!;
    const nav = page.getByRole('navigation', { name: 'Story categories' });
    await nav.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(`/blog?category=${category.slug}`);
    await expect(list).toHaveCount(Math.min(category.count, 4));
    for (const card of await list.all()) await expect(card.getByText(category.name, { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');

    // The address alone brings the filter back.
    await page.reload();
    await expect(list).toHaveCount(Math.min(category.count, 4));
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'All stories' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(list.first().getByRole('heading')).toHaveText(first.items[0]!.title);
  });

  test('a story page shows its author, date, reading time, cover and body', async ({ page }) => {
    const { slug } = await realStory();
    const story = await get<
      StoryItem & { body: string; readingMinutes: number; publishedAt: string; coverImage: { alt: string } | null }
    >(`/public/posts/${slug}`);
    await page.goto(`/blog/${slug}`);
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    const main = page.getByRole('main');
    if (story.authorName) await expect(main.getByText(story.authorName, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(`${story.readingMinutes} min read`).first()).toBeVisible();
    await expect(main.locator(`time[datetime="${story.publishedAt}"]`).first()).toHaveText(/^\d{1,2} \w+ \d{4}$/);
    if (story.coverImage) await expect(main.getByRole('img', { name: story.coverImage.alt })).toBeVisible();
    // The body's first paragraph, rendered from Markdown by the data service (no raw syntax left).
    // Only top-level paragraphs: a quote's text is now a <p> inside the <blockquote>.
    const plain = (markdown: string) =>
      markdown
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const firstParagraph = story.body.split(/\n\s*\n/).find((block) => !/^\s*(#|>|[-*+] |\d+[.)] )/.test(block))!;
    await expect(main.locator('.article__body > p').first()).toContainText(plain(firstParagraph).slice(0, 40));
    await expect(main.locator('.article__body')).not.toContainText('**');
    await main.getByRole('link', { name: 'All stories' }).first().click();
    await expectScreen(page, 'Stories');
  });

  test('an unknown story answers 404 and says so, with a way back to all stories', async ({ page }) => {
    expect((await page.goto('/blog/no-such-story-anywhere'))?.status()).toBe(404);
    await waitForLiveApp(page);
    await expectScreen(page, 'Story not found');
    await page.getByRole('link', { name: 'See all stories' }).click();
    await expectScreen(page, 'Stories');
  });
});

test.describe('navigation bar', () => {
  test('links to Get Involved, About, Stories, Donate and Login', async ({ page }) => {
    await page.goto('/');
    await waitForLiveApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, screen] of [
      ['Get Involved', '/get-involved', 'Get Involved'],
      ['About', '/about', 'About'],
      ['Stories', '/blog', 'Stories'],
      ['Donate', '/donate', 'Donate'],
      ['Login', '/login', 'Sign In'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectScreen(page, screen);
    }
  });

  test('the mobile menu opens without JavaScript too, on a server-rendered page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(about).toBeVisible();
    await context.close();
  });

  test('the mobile menu toggles and closes after choosing a page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForLiveApp(page);
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expectScreen(page, 'About');
    await expect(about).toBeHidden();
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto('/about');
    await waitForLiveApp(page);
    await expectScreen(page, 'About');
    await page.getByRole('link', { name: 'Privacy' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Privacy' }).click();
    await expectScreen(page, 'Privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('has the three social links and the legal pages', async ({ page }) => {
    await page.goto('/');
    await waitForLiveApp(page);
    const social = page.getByRole('navigation', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const href of [/threads\.net/, /instagram\.com/, /linkedin\.com/]) {
      await expect(
        page.getByRole('navigation', { name: 'Social media' }).locator(`a[href*="${href.source.replace('\\', '')}"]`),
      ).toHaveCount(1);
    }
    for (const [name, screen] of [
      ['Privacy', 'Privacy'],
      ['Terms', 'Terms of use'],
      ['Accessibility', 'Accessibility'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
      await expect(page).toHaveTitle(`${screen} — ${SITE_NAME}`);
    }
  });
});
