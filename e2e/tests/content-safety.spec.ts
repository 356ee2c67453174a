import { XSS_PAYLOADS } from '@sla/markdown/testing';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.js';
import { draftPost, editorToken, publishPost, uniqueTitle } from '../support/content.js';

/**
 * Every payload sets a flag or opens a dialog if any of it runs. The page is watched for both, and for
 * any element or attribute that could run script, after the browser itself has parsed the HTML.
 */
async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xssRan: string[] }).__xssRan = [];
    window.alert = (message?: unknown) => (window as unknown as { __xssRan: string[] }).__xssRan.push(String(message));
  });
  return dialogs;
}

async function dangerousNodes(page: Page, root: string) {
  return page.locator(root).evaluate((element) => {
    const found: string[] = [];
    for (const node of element.querySelectorAll('*')) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(tag))
        found.push(`<${tag}>`);
      for (const attribute of node.attributes) {
        // As a browser reads a URL: without whitespace or control characters, which it ignores.
        const value = [...attribute.value]
          .filter((character) => character.charCodeAt(0) > 0x20 && !/\s/.test(character))
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          /^(javascript|vbscript|data):/.test(value)
        )
          found.push(`${tag}[${attribute.name}=${value.slice(0, 30)}]`);
      }
    }
    return found;
  });
}

test('none of the known script-injection payloads runs in the editor preview or on the public story', async ({ page }) => {
  test.setTimeout(120_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const token = await editorToken();
  const title = uniqueTitle('Payload test');
  const body = XSS_PAYLOADS.map((payload) => `## ${payload.name.replace(/[<>]/g, '')}\n\n${payload.markdown}\n`).join('\n');
  const post = await draftPost(token, { title, body, summary: 'Known payloads, shown as text.' });
  const published = await publishPost(token, post.id);
  const dialogs = await watchForScripts(page);

  // The public page, as rendered by the site server and then taken over by the portal.
  await page.goto(published.publicPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await dangerousNodes(page, 'main')).toEqual([]);

  // The editor's preview: the same renderer and sanitiser, in the editor's page.
  await signIn(page, DEMO.content_editor, `/login?redirect=${encodeURIComponent(`/content/blog/${post.id}/edit`)}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'script element', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await dangerousNodes(page, '[aria-label="Preview"]')).toEqual([]);

  // Anything deferred has had its chance: every image has loaded or failed (its onerror, had it kept one, has fired).
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssRan: string[] }).__xssRan)).toEqual([]);
});
