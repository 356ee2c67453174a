import { describe, expect, it } from 'vitest';
import { captureServerRendered, releaseServerRendered, serverRenderedFor } from './serverRendered.js';

describe('server-rendered first page', () => {
  it('is handed to the portal it was rendered for, at that address, until the first page is on screen', () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered="mfe-public"><h1>About</h1></div></div>';
    window.history.replaceState({}, '', '/about?x=1');
    captureServerRendered();
    expect(serverRenderedFor('mfe-admin', '/about?x=1')).toBeNull();
    expect(serverRenderedFor('mfe-public', '/about')).toBeNull();
    expect(serverRenderedFor('mfe-public', '/about?x=1')).toBe('<h1>About</h1>');
    // A first render that starts over gets it again.
    expect(serverRenderedFor('mfe-public', '/about?x=1')).toBe('<h1>About</h1>');
    releaseServerRendered();
    expect(serverRenderedFor('mfe-public', '/about?x=1')).toBeNull();
  });

  it("is asked by the address inside the language's prefix, as the router sees it", () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered="mfe-public"><h1>À propos</h1></div></div>';
    window.history.replaceState({}, '', '/fr/about');
    captureServerRendered();
    expect(serverRenderedFor('mfe-public', '/about')).toBe('<h1>À propos</h1>');
    releaseServerRendered();
  });

  it('is nothing when the page was not rendered on the server', () => {
    document.body.innerHTML = '<div id="root"></div>';
    captureServerRendered();
    expect(serverRenderedFor('mfe-public', window.location.pathname + window.location.search)).toBeNull();
  });
});
