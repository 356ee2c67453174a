import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it } from 'vitest';
import { PortalSwitcher } from './PortalSwitcher.js';

function linksFor(role: string | null, at = '/') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <PortalSwitcher role={role} />
    </MemoryRouter>,
  );
  return screen.queryAllByRole('link');
}

describe('portal switcher', () => {
  it('offers staff the admin and alumni portals and the account, never the content portal', () => {
    expect(linksFor('staff').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Admin', '/admin'],
      ['Alumni', '/alumni'],
      ['Account', '/account'],
    ]);
  });

  it('marks the portal in use as the current page, on any of its screens', () => {
    const links = linksFor('admin', '/content/blog');
    expect(links.map((link) => link.textContent)).toEqual(['Admin', 'Content', 'Alumni', 'Account']);
    expect(links.find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toBe('Content');
  });

  it('shows nothing for someone whose role is unknown', () => {
    expect(linksFor('wizard')).toEqual([]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
