import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import { mentee, mentorsMentorship } from '@sla/portal-kit/mentoring/testing';
import MenteePage from './MenteePage.js';
import MyMentees from './MyMentees.js';

afterEach(() => configureData(null));

describe('an alumnus who mentors', () => {
  it('finds their mentees in the alumni portal, each opening there', async () => {
    signInAs('alumni');
    installFakeApi({ listMentees: vi.fn(async () => ({ items: [mentee('ms-7', 'Nia Kamau')] })) });
    render(
      <MemoryRouter initialEntries={['/alumni/mentees']}>
        <MyMentees />
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Nia Kamau' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/alumni/mentees/ms-7');
  });

  it('answers a mentee from the alumni portal, and is told plainly when the mentorship is not theirs', async () => {
    signInAs('alumni');
    const mentorship = vi.fn<OperationFake<'getMentorship'>>(async ({ params: { id } }) => {
      if (id === 'ms-7') return mentorsMentorship({ id: 'ms-7' });
      throw new DataError('not_found', 'No such mentorship.');
    });
    installFakeApi({ getMentorship: mentorship, listMentorMessages: vi.fn(async () => ({ items: [], nextCursor: null })) });
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/alumni/mentees/:id" element={<MenteePage />} />
          </Routes>
        </MemoryRouter>,
      );
    const { unmount } = at('/alumni/mentees/ms-7');
    expect(await screen.findByText('Fatou Diallo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your mentees' }).getAttribute('href')).toBe('/alumni/mentees');
    unmount();
    at('/alumni/mentees/someone-elses');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(mentorship).toHaveBeenCalledWith({ params: { id: 'someone-elses' } });
  });
});
