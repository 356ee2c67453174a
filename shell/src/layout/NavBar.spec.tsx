import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it } from 'vitest';
import { NavBar } from './NavBar.js';

/** The navigation bar on /about with its menu opened; the menu's button. */
function openMenu(): HTMLElement {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <NavBar />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(toggle);
  return toggle;
}

describe('navigation bar menu', () => {
  it('closes on Escape, saying so to assistive technology, with focus back on its button', () => {
    const toggle = openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('link', { name: 'Stories' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Menu');
    expect(document.activeElement).toBe(toggle);
  });

  it('stays open on other keys', () => {
    const toggle = openMenu();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
