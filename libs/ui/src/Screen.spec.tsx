import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen, useScreenSubject } from './Screen.js';
import { pageTitle, SiteProvider } from './site.js';

describe('pageTitle', () => {
  it('joins screen and site with an em-dash', () => {
    expect(pageTitle('About', 'Org')).toBe('About — Org');
    expect(pageTitle('', 'Org')).toBe('Org');
  });

  it("names a detail screen's subject first", () => {
    expect(pageTitle('Assignment', 'Org', 'Reading log')).toBe('Reading log — Assignment — Org');
    expect(pageTitle('Assignment', 'Org', '  ')).toBe('Assignment — Org');
    expect(pageTitle('Assignment', 'Org', null)).toBe('Assignment — Org');
  });
});

describe('Screen', () => {
  it('sets the document title from the configured site name and renders one h1', () => {
    render(
      <SiteProvider value={{ siteName: 'Configured Name', orgEmailDomain: 'example.org' }}>
        <Screen title="Stories" lead="News">
          <p>body</p>
        </Screen>
      </SiteProvider>,
    );
    expect(document.title).toBe('Stories — Configured Name');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Stories']);
  });

  const site = { siteName: 'Org', orgEmailDomain: 'example.org' };

  it('leaves the title alone when it renders outside the page (a screen whose code came after the visitor left)', () => {
    document.title = 'Account — Org';
    render(
      <SiteProvider value={site}>
        <Screen title="Admin dashboard" />
      </SiteProvider>,
      { container: document.createElement('div') },
    );
    expect(document.title).toBe('Account — Org');
  });

  it('names its subject in the title: given, from a text heading, or from a part that loaded it', () => {
    const view = render(
      <SiteProvider value={site}>
        <Screen title="Assignment" heading="Reading log" />
      </SiteProvider>,
    );
    expect(document.title).toBe('Reading log — Assignment — Org');
    view.rerender(
      <SiteProvider value={site}>
        <Screen title="Conversation" subject="Kofi Mensah" />
      </SiteProvider>,
    );
    expect(document.title).toBe('Kofi Mensah — Conversation — Org');

    function LoadedPost({ title }: { title: string | null }) {
      useScreenSubject(title);
      return null;
    }
    view.rerender(
      <SiteProvider value={site}>
        <Screen title="Edit post">
          <LoadedPost title="Rain in Kisumu" />
        </Screen>
      </SiteProvider>,
    );
    expect(document.title).toBe('Rain in Kisumu — Edit post — Org');
    view.rerender(
      <SiteProvider value={site}>
        <Screen title="Edit post">
          <LoadedPost title={null} />
        </Screen>
      </SiteProvider>,
    );
    expect(document.title).toBe('Edit post — Org');
  });
});
