import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.js';

const PHOTO = { small: '/api/alumni/photos/ph-1/small.webp', large: '/api/alumni/photos/ph-1/large.webp' };

describe('an alumnus avatar', () => {
  it('shows the photo in the size asked for, named after the person', () => {
    render(<Avatar name="Kwame Mensah" photo={PHOTO} size="large" />);
    expect(screen.getByRole('img', { name: 'Kwame Mensah' }).getAttribute('src')).toBe(PHOTO.large);
  });

  it('shows initials without a photo, and a neutral name when the name is not shown', () => {
    const { rerender } = render(<Avatar name="Kwame Osei Mensah" photo={null} size="small" />);
    expect(screen.getByRole('img', { name: 'Kwame Osei Mensah' }).textContent).toBe('KM');
    rerender(<Avatar name={null} photo={null} size="small" />);
    expect(screen.getByRole('img', { name: 'Alumnus' }).textContent).toBe('?');
  });

  it('makes initials from one word and from letters outside ASCII', () => {
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('  élodie   ndiaye ')).toBe('ÉN');
  });
});
