import { describe, expect, it } from 'vitest';
import { captureServerRendered, takeServerRendered } from './serverRendered.js';

describe('server-rendered first page', () => {
  it('is handed to the portal it was rendered for, at that address, once', () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered="mfe-public"><h1>About</h1></div></div>';
    window.history.replaceState({}, '', '/about?x=1');
    captureServerRendered();
    expect(takeServerRendered('mfe-admin', '/about?x=1')).toBeNull();
    expect(takeServerRendered('mfe-public', '/about')).toBeNull();
    expect(takeServerRendered('mfe-public', '/about?x=1')).toBe('<h1>About</h1>');
    expect(takeServerRendered('mfe-public', '/about?x=1')).toBeNull();
  });

  it('is nothing when the page was not rendered on the server', () => {
    document.body.innerHTML = '<div id="root"></div>';
    captureServerRendered();
    expect(takeServerRendered('mfe-public', window.location.pathname + window.location.search)).toBeNull();
  });
});
