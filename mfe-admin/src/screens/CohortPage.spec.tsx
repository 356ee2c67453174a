import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Cohort, type CohortMember, type Completion, type MentorCandidate } from '@sla/data';
import type { CohortInput, CompleteInput, PairMentorInput } from '@sla/data/schemas';
import { candidate, cohort, member } from '../delivery/testing/fixtures.js';
import { installDelivery } from '../delivery/testing/fakeDelivery.js';
import { signInAs } from '../testing/fakeData.js';
import CohortPage from './CohortPage.js';

type CohortFn = (id: string) => Promise<Cohort>;
type MembersFn = (cohortId: string) => Promise<CohortMember[]>;
type PairFn = (cohortId: string, uid: string, input: PairMentorInput) => Promise<CohortMember>;
type UnpairFn = (cohortId: string, uid: string) => Promise<CohortMember>;
type CompleteFn = (cohortId: string, uid: string, input: CompleteInput) => Promise<Completion>;
type CandidatesFn = () => Promise<MentorCandidate[]>;
type UpdateFn = (id: string, input: CohortInput) => Promise<Cohort>;

const stepUp = cohort();
const amina = candidate('u-amina', 'Amina Staff', { mentees: 3 });
const kofi = candidate('u-kofi', 'Kofi Alumnus', { role: 'alumni', mentees: 1 });
const fatou = member('u-fatou', 'Fatou Diallo');
const jomo = member('u-jomo', 'Jomo Kariuki', { mentor: { uid: 'u-amina', displayName: 'Amina Staff', role: 'staff' } });
const grace = member('u-grace', 'Grace Achieng', { status: 'completed', completedAt: '2028-06-30T10:00:00.000Z' });

function renderScreen(path = '/admin/delivery/c-2027') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/delivery/:id" element={<CohortPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row as HTMLElement;
};

function install(extra: Parameters<typeof installDelivery>[0] = {}, members: CohortMember[] = [grace, jomo, fatou]) {
  return installDelivery({
    cohort: vi.fn<CohortFn>().mockResolvedValue(stepUp),
    members: vi.fn<MembersFn>().mockResolvedValue(members),
    ...extra,
  });
}

describe('A cohort’s page', () => {
  beforeEach(() => signInAs('staff'));

  it('heads the page with the cohort and its facts, and lists its members, active first', async () => {
    const fakes = install();
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'StepUp Scholars 2027' })).toBeTruthy();
    expect(screen.getByText('1 September 2027 – 30 June 2028')).toBeTruthy();
    expect(screen.getByText('2 active members, 1 completed')).toBeTruthy();
    expect(screen.getByText('Takes new students')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeTruthy();

    await screen.findByRole('table');
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Fatou Diallo',
      'Jomo Kariuki',
      'Grace Achieng',
    ]);
    expect(
      within(rowOf('Fatou Diallo'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'u-fatou@example.org',
      'Active',
      '3',
      '2',
      '1',
      'None',
      'Choose mentor: Fatou DialloMark as completed: Fatou Diallo',
    ]);
    expect(within(rowOf('Jomo Kariuki')).getByText('Amina Staff')).toBeTruthy();
    // Someone who has completed is not offered either action again.
    expect(within(rowOf('Grace Achieng')).queryAllByRole('button')).toEqual([]);
    expect(fakes.delivery.cohort).toHaveBeenCalledWith('c-2027');
    expect(fakes.delivery.members).toHaveBeenCalledWith('c-2027');
  });

  it('says when the cohort has nobody in it yet', async () => {
    install({}, []);
    renderScreen();
    expect(await screen.findByText(/Nobody is in this cohort yet/)).toBeTruthy();
  });

  it('says when the cohort does not exist, and when it could not be loaded', async () => {
    installDelivery({ cohort: vi.fn<CohortFn>().mockRejectedValue(new DataError('not_found', 'Not found.')) });
    const { unmount } = renderScreen('/admin/delivery/c-gone');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find that cohort');
    unmount();

    const members = vi
      .fn<MembersFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'))
      .mockResolvedValueOnce([fatou]);
    install({ members });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The members could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Fatou Diallo' })).toBeTruthy();
  });

  it('edits the cohort in a dialog and shows what was saved', async () => {
    const renamed = cohort({ name: 'StepUp Scholars 2027/28', acceptingStudents: false });
    const updateCohort = vi.fn<UpdateFn>().mockResolvedValue(renamed);
    install({ updateCohort });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit cohort' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit StepUp Scholars 2027' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'StepUp Scholars 2027/28' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Takes newly accepted students' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'StepUp Scholars 2027/28' })).toBeTruthy();
    expect(updateCohort).toHaveBeenCalledWith('c-2027', {
      name: 'StepUp Scholars 2027/28',
      startsOn: '2027-09-01',
      endsOn: '2028-06-30',
      acceptingStudents: false,
    });
    expect(screen.getByText('Not taking new students')).toBeTruthy();
  });

  describe('pairing a mentor', () => {
    it('lists who may mentor, with their role and mentees, and pairs the one chosen', async () => {
      const paired = { ...fatou, mentor: { uid: 'u-kofi', displayName: 'Kofi Alumnus', role: 'alumni' as const } };
      const pairMentor = vi.fn<PairFn>().mockResolvedValue(paired);
      install({ mentorCandidates: vi.fn<CandidatesFn>().mockResolvedValue([amina, kofi]), pairMentor });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Choose mentor: Fatou Diallo' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose a mentor for Fatou Diallo' });
      const kofiChoice = await within(dialog).findByRole('radio', { name: /Kofi Alumnus/ });
      expect(kofiChoice.closest('label')?.textContent).toBe('Kofi Alumnus Alumni1 mentee · u-kofi@example.org');
      expect(
        within(dialog)
          .getByRole('radio', { name: /Amina Staff/ })
          .closest('label')?.textContent,
      ).toContain('3 mentees');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Pair with mentor' }));
      expect(within(dialog).getByText('Choose a mentor.')).toBeTruthy();
      expect(pairMentor).not.toHaveBeenCalled();

      fireEvent.click(kofiChoice);
      expect(within(dialog).queryByText('Choose a mentor.')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pair with mentor' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(pairMentor).toHaveBeenCalledWith('c-2027', 'u-fatou', { mentorUid: 'u-kofi' });
      expect(within(rowOf('Fatou Diallo')).getByText('Kofi Alumnus')).toBeTruthy();
      expect(screen.getByText('Kofi Alumnus now mentors Fatou Diallo.')).toBeTruthy();
    });

    it('changes or removes a mentor, and shows a refusal in the service’s words', async () => {
      const unpairMentor = vi.fn<UnpairFn>().mockResolvedValue({ ...jomo, mentor: null });
      const pairMentor = vi
        .fn<PairFn>()
        .mockRejectedValue(
          new DataError('invalid_input', 'Choose a mentor from the list: staff, admins and alumni who offered to mentor.'),
        );
      install({ mentorCandidates: vi.fn<CandidatesFn>().mockResolvedValue([amina, kofi]), pairMentor, unpairMentor });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Change mentor: Jomo Kariuki' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose a mentor for Jomo Kariuki' });
      const current = await within(dialog).findByRole('radio', { name: /Amina Staff/ });
      expect((current as HTMLInputElement).checked).toBe(true);
      expect(current.closest('label')?.textContent).toContain('(current mentor)');

      fireEvent.click(within(dialog).getByRole('radio', { name: /Kofi Alumnus/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change mentor' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Choose a mentor from the list: staff, admins and alumni who offered to mentor.',
      );

      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Amina Staff as mentor' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(unpairMentor).toHaveBeenCalledWith('c-2027', 'u-jomo');
      expect(within(rowOf('Jomo Kariuki')).getByText('None')).toBeTruthy();
      expect(screen.getByText('Jomo Kariuki has no mentor now.')).toBeTruthy();
    });
  });

  describe('completing', () => {
    it('says plainly what completing does, then marks the member completed and moves the figures', async () => {
      const done: Completion = {
        member: { ...jomo, status: 'completed', completedAt: '2028-06-30T10:00:00.000Z', mentor: null },
        role: 'alumni',
      };
      const complete = vi.fn<CompleteFn>().mockResolvedValue(done);
      install({ complete });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed: Jomo Kariuki' }));
      const dialog = screen.getByRole('dialog', { name: 'Mark Jomo Kariuki as having completed StepUp Scholars?' });
      const text = dialog.textContent ?? '';
      expect(text).toContain('Their role becomes alumni');
      expect(text).toContain('an alumni profile is started');
      expect(text).toContain('their mentoring with Amina Staff ends');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(complete).toHaveBeenCalledWith('c-2027', 'u-jomo', {});
      expect(within(rowOf('Jomo Kariuki')).getByText('Completed')).toBeTruthy();
      expect(within(rowOf('Jomo Kariuki')).queryAllByRole('button')).toEqual([]);
      expect(screen.getByText('Jomo Kariuki has completed the programme and is now alumni.')).toBeTruthy();
      expect(screen.getByText('1 active member, 2 completed')).toBeTruthy();
    });

    it('keeps the dialog open with the service’s words when it refuses', async () => {
      const complete = vi
        .fn<CompleteFn>()
        .mockRejectedValue(new DataError('conflict', 'Fatou Diallo has already completed the programme.'));
      install({ complete });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed: Fatou Diallo' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Fatou Diallo has already completed the programme.');
      expect(within(rowOf('Fatou Diallo')).getByText('Active')).toBeTruthy();
    });
  });

  it('offers pairing and completing only to roles that manage programme settings', async () => {
    signInAs('alumni');
    install();
    renderScreen();
    await screen.findByRole('rowheader', { name: 'Fatou Diallo' });
    expect(screen.queryByRole('button', { name: /Choose mentor|Mark as completed/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('keeps the chosen tab in the address', async () => {
    install({ modules: vi.fn().mockResolvedValue([]) });
    renderScreen('/admin/delivery/c-2027?tab=modules');
    expect(await screen.findByText(/No modules yet/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Modules', selected: true })).toBeTruthy();
  });
});
