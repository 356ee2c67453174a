import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it } from 'vitest';
import { DeniedNotice, deniedState } from './DeniedNotice.js';

const at = (entry: string | { pathname: string; state: unknown }) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <DeniedNotice />
    </MemoryRouter>,
  );

describe('DeniedNotice', () => {
  it('says which screen the role does not open, on the page the guard sent them to', () => {
    at({ pathname: '/applicant', state: deniedState('Users and roles') });
    expect(screen.getByRole('status').textContent).toBe(
      'Your role does not open “Users and roles”, so you were brought here instead.',
    );
  });

  it('says nothing on a page reached any other way', () => {
    at('/applicant');
    expect(screen.queryByRole('status')).toBeNull();
    at({ pathname: '/applicant', state: { notice: 'something else' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
