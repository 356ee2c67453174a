import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Screen } from './Screen.js';
import { pageTitle, SiteProvider } from './site.js';

describe('pageTitle', () => {
  it('joins screen and site with an em-dash', () => {
    expect(pageTitle('About', 'Org')).toBe('About — Org');
    expect(pageTitle('', 'Org')).toBe('Org');
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
});
