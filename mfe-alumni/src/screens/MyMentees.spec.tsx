import { fireEvent, render, screen, within } from '@testing-library/react';
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
    installFakeApi({
      listMentees: vi.fn(async () => ({ items: [mentee('ms-7', 'Nia Kamau')] })),
      listMentorRequestsToMe: vi.fn(async () => ({ items: [] })),
    });
    render(
      <MemoryRouter initialEntries={['/alumni/mentees']}>
        <MyMentees />
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Nia Kamau' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/alumni/mentees/ms-7');
  });

  it('accepts a request, and the new mentee appears; declines another without a reason, blocking if chosen', async () => {
    signInAs('alumni');
    const request = (id: string, studentName: string, askedAs: 'student' | 'alumni' = 'student') => ({
      id,
      askedAs,
      studentUid: `u-${id}`,
      studentName,
      mentorUid: 'u-me',
      mentorName: 'Me',
      note: `Note from ${studentName}`,
      status: 'open' as const,
      createdAt: '2027-03-01T09:00:00.000Z',
      answeredAt: null,
      closedBecause: null,
      mentorshipId: null,
      mentorshipEndedAt: null,
    });
    const api = installFakeApi({
      listMentees: vi.fn(async () => ({ items: [] })),
      listMentorRequestsToMe: vi.fn(async () => ({
        items: [request('r-1', 'Nia Kamau'), request('r-2', 'Tunde Bello', 'alumni')],
      })),
      acceptMentorRequest: vi.fn(async () => ({ ...request('r-1', 'Nia Kamau'), status: 'accepted' as const })),
      declineMentorRequest: vi.fn(async () => ({ ...request('r-2', 'Tunde Bello'), status: 'declined' as const })),
    });
    render(
      <MemoryRouter initialEntries={['/alumni/mentees']}>
        <MyMentees />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Note from Nia Kamau')).toBeTruthy();
    const first = screen.getByText('Note from Nia Kamau').closest('li') as HTMLElement;
    // Who asked is named: a student as a student, a recent alumnus as one (decision 0052).
    expect(within(first).getByText(/^Student ·/)).toBeTruthy();
    expect(
      within(screen.getByText('Note from Tunde Bello').closest('li') as HTMLElement).getByText(/^Alumnus or alumna ·/),
    ).toBeTruthy();
    api.listMentees.mockResolvedValue({ items: [mentee('ms-8', 'Nia Kamau')] });
    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('rowheader', { name: 'Nia Kamau' })).toBeTruthy();
    expect(api.acceptMentorRequest).toHaveBeenCalledWith({ params: { id: 'r-1' } });

    const second = screen.getByText('Note from Tunde Bello').closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() =>
      expect(api.declineMentorRequest).toHaveBeenCalledWith({ params: { id: 'r-2' }, body: { block: true } }),
    );
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
