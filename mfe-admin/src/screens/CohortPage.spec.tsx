import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type CohortCandidate, type CohortMember, type Completion } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { candidate, cohort, member } from '../delivery/testing/fixtures.js';
import { installDelivery } from '../delivery/testing/fakeDelivery.js';
import { signInAs } from '../testing/fakeData.js';
import CohortPage from './CohortPage.js';

type CohortFn = OperationFake<'getCohort'>;
type MembersFn = OperationFake<'listMembers'>;
type PairFn = OperationFake<'pairMentor'>;
type UnpairFn = OperationFake<'unpairMentor'>;
type CompleteFn = OperationFake<'completeMember'>;
type EarlierWorkFn = OperationFake<'setEarlierWork'>;
type CandidatesFn = OperationFake<'listMentorCandidates'>;
type UpdateFn = OperationFake<'updateCohort'>;
type CohortCandidatesFn = OperationFake<'cohortCandidates'>;
type AddMembersFn = OperationFake<'addMembers'>;

const stepUp = cohort();
const amina = candidate('u-amina', 'Amina Staff', { mentees: 3 });
const kofi = candidate('u-kofi', 'Kofi Alumnus', { role: 'alumni', mentees: 1 });
const fatou = member('u-fatou', 'Fatou Diallo');
const jomo = member('u-jomo', 'Jomo Kariuki', {
  mentor: { uid: 'u-amina', displayName: 'Amina Staff', role: 'staff', mentorshipId: 'ms-jomo' },
});
const grace = member('u-grace', 'Grace Achieng', { status: 'completed', completedAt: '2028-06-30T10:00:00.000Z' });
const student = (uid: string, displayName: string | null, extra: Partial<CohortCandidate> = {}): CohortCandidate => ({
  uid,
  displayName,
  email: `${uid}@example.org`,
  acceptedProgramName: null,
  ...extra,
});
const wanjiru = student('u-wanjiru', 'Wanjiru Njeri', { acceptedProgramName: 'StepUp Scholars' });
const baraka = student('u-baraka', 'Baraka Otieno');
const nameless = student('u-nameless', null, { email: 'new.student@example.org', acceptedProgramName: 'Code Bridge' });
const fresh = (uid: string, name: string) => member(uid, name, { modulesDone: 0, assignmentsHandedIn: 0, assignmentsGraded: 0 });

/** Stands in for the pairing's own page (StaffMentorshipPage), to see which one a link opens. */
function MentorshipPageStub() {
  return <h1>Mentorship {useParams().id}</h1>;
}

function renderScreen(path = '/admin/delivery/c-2027') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/delivery/:id" element={<CohortPage />} />
        <Route path="/admin/mentorships/:id" element={<MentorshipPageStub />} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row as HTMLElement;
};

function install(extra: GivenOperations = {}, members: CohortMember[] = [grace, jomo, fatou]) {
  return installDelivery({
    getCohort: vi.fn<CohortFn>().mockResolvedValue(stepUp),
    listMembers: vi.fn<MembersFn>().mockResolvedValue({ items: members }),
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
    expect(fakes.getCohort).toHaveBeenCalledWith({ params: { id: 'c-2027' } });
    expect(fakes.listMembers).toHaveBeenCalledWith({ params: { id: 'c-2027' } });
  });

  it('says when the cohort has nobody in it yet', async () => {
    install({}, []);
    renderScreen();
    expect(await screen.findByText(/Nobody is in this cohort yet/)).toBeTruthy();
  });

  it('says when the cohort does not exist, and when it could not be loaded', async () => {
    installDelivery({ getCohort: vi.fn<CohortFn>().mockRejectedValue(new DataError('not_found', 'Not found.')) });
    const { unmount } = renderScreen('/admin/delivery/c-gone');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find that cohort');
    unmount();

    const members = vi
      .fn<MembersFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'))
      .mockResolvedValueOnce({ items: [fatou] });
    install({ listMembers: members });
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
    expect(updateCohort).toHaveBeenCalledWith({
      params: { id: 'c-2027' },
      body: { name: 'StepUp Scholars 2027/28', startsOn: '2027-09-01', endsOn: '2028-06-30', acceptingStudents: false },
    });
    expect(screen.getByText('Not taking new students')).toBeTruthy();
  });

  describe('pairing a mentor', () => {
    it('lists who may mentor, with their role and mentees, and pairs the one chosen', async () => {
      const paired = {
        ...fatou,
        mentor: { uid: 'u-kofi', displayName: 'Kofi Alumnus', role: 'alumni' as const, mentorshipId: 'ms-fatou' },
      };
      const pairMentor = vi.fn<PairFn>().mockResolvedValue(paired);
      install({ listMentorCandidates: vi.fn<CandidatesFn>().mockResolvedValue({ items: [amina, kofi] }), pairMentor });
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
      expect(pairMentor).toHaveBeenCalledWith({ params: { id: 'c-2027', uid: 'u-fatou' }, body: { mentorUid: 'u-kofi' } });
      expect(within(rowOf('Fatou Diallo')).getByText('Kofi Alumnus')).toBeTruthy();
      expect(screen.getByText('Kofi Alumnus now mentors Fatou Diallo.')).toBeTruthy();
    });

    it('opens the pairing’s own page, to see how it goes or end it with a reason, from the row and the dialog', async () => {
      install({ listMentorCandidates: vi.fn<CandidatesFn>().mockResolvedValue({ items: [amina, kofi] }) });
      const { unmount } = renderScreen();
      await screen.findByRole('rowheader', { name: 'Jomo Kariuki' });
      const link = within(rowOf('Jomo Kariuki')).getByRole('link', { name: 'Mentorship: Jomo Kariuki' });
      expect(link.closest('td')?.textContent).toBe('Amina Staff StaffMentorship: Jomo Kariuki');
      // Nobody without a mentor has a mentorship to open.
      expect(within(rowOf('Fatou Diallo')).queryByRole('link')).toBeNull();
      fireEvent.click(link);
      expect(await screen.findByRole('heading', { name: 'Mentorship ms-jomo' })).toBeTruthy();
      unmount();

      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Change mentor: Jomo Kariuki' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose a mentor for Jomo Kariuki' });
      await within(dialog).findByRole('radio', { name: /Amina Staff/ });
      expect(within(dialog).getByRole('button', { name: 'Remove Amina Staff as mentor' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('link', { name: 'See the mentorship, or end it' }));
      expect(await screen.findByRole('heading', { name: 'Mentorship ms-jomo' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('changes or removes a mentor, and shows a refusal in the service’s words', async () => {
      const unpairMentor = vi.fn<UnpairFn>().mockResolvedValue({ ...jomo, mentor: null });
      const pairMentor = vi
        .fn<PairFn>()
        .mockRejectedValue(
          new DataError('invalid_input', 'Choose a mentor from the list: staff, admins and alumni who offered to mentor.'),
        );
      install({
        listMentorCandidates: vi.fn<CandidatesFn>().mockResolvedValue({ items: [amina, kofi] }),
        pairMentor,
        unpairMentor,
      });
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
      expect(unpairMentor).toHaveBeenCalledWith({ params: { id: 'c-2027', uid: 'u-jomo' } });
      expect(within(rowOf('Jomo Kariuki')).getByText('None')).toBeTruthy();
      expect(screen.getByText('Jomo Kariuki has no mentor now.')).toBeTruthy();
    });
  });

  describe('adding students', () => {
    it('lists the students in no cohort and adds those ticked; the table and figures follow', async () => {
      const cohortCandidates = vi.fn<CohortCandidatesFn>().mockResolvedValue({ items: [wanjiru, baraka, nameless] });
      const addMembers = vi.fn<AddMembersFn>().mockResolvedValue({
        items: [grace, jomo, fatou, fresh('u-wanjiru', 'Wanjiru Njeri'), fresh('u-baraka', 'Baraka Otieno')],
      });
      install({ cohortCandidates, addMembers });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add students' }));
      const dialog = screen.getByRole('dialog', { name: 'Add students to StepUp Scholars 2027' });
      const first = await within(dialog).findByRole('checkbox', { name: /Wanjiru Njeri/ });
      expect(cohortCandidates).toHaveBeenCalledWith({ params: { id: 'c-2027' } });
      expect(first.closest('label')?.textContent).toBe('Wanjiru Njeriu-wanjiru@example.org · Accepted to StepUp Scholars');
      expect(
        within(dialog)
          .getByRole('checkbox', { name: /Baraka Otieno/ })
          .closest('label')?.textContent,
      ).toBe('Baraka Otienou-baraka@example.org');
      // Without a name, the e-mail is the name and is not said again.
      expect(
        within(dialog)
          .getByRole('checkbox', { name: /new\.student@example\.org/ })
          .closest('label')?.textContent,
      ).toBe('new.student@example.orgAccepted to Code Bridge');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cohort' }));
      expect(within(dialog).getByText('Choose at least one student.')).toBeTruthy();
      expect(addMembers).not.toHaveBeenCalled();

      fireEvent.click(first);
      expect(within(dialog).queryByText('Choose at least one student.')).toBeNull();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /Baraka Otieno/ }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /new\.student/ }));
      fireEvent.click(within(dialog).getByRole('checkbox', { name: /new\.student/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 students' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(addMembers).toHaveBeenCalledWith({ params: { id: 'c-2027' }, body: { uids: ['u-wanjiru', 'u-baraka'] } });

      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        'Baraka Otieno',
        'Fatou Diallo',
        'Jomo Kariuki',
        'Wanjiru Njeri',
        'Grace Achieng',
      ]);
      expect(screen.getByText('2 students added to StepUp Scholars 2027.')).toBeTruthy();
      expect(screen.getByText('4 active members, 1 completed')).toBeTruthy();
    });

    it('names the one student added, into a cohort that had nobody', async () => {
      install(
        {
          cohortCandidates: vi.fn<CohortCandidatesFn>().mockResolvedValue({ items: [baraka] }),
          addMembers: vi.fn<AddMembersFn>().mockResolvedValue({ items: [fresh('u-baraka', 'Baraka Otieno')] }),
        },
        [],
      );
      renderScreen();
      await screen.findByText(/Nobody is in this cohort yet/);
      fireEvent.click(screen.getByRole('button', { name: 'Add students' }));
      fireEvent.click(await screen.findByRole('checkbox', { name: /Baraka Otieno/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Add to cohort' }));
      expect(await screen.findByText('Baraka Otieno is now in StepUp Scholars 2027.')).toBeTruthy();
      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Baraka Otieno']);
      expect(screen.getByText('1 active member, 0 completed')).toBeTruthy();
    });

    it('says when every student is already in a cohort', async () => {
      install({ cohortCandidates: vi.fn<CohortCandidatesFn>().mockResolvedValue({ items: [] }) });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add students' }));
      const dialog = screen.getByRole('dialog');
      expect(await within(dialog).findByText('Every student is in a cohort.')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Add to cohort' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('keeps the dialog open with the service’s words when it refuses, and retries a list that failed', async () => {
      const cohortCandidates = vi
        .fn<CohortCandidatesFn>()
        .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'))
        .mockResolvedValueOnce({ items: [wanjiru] });
      const addMembers = vi
        .fn<AddMembersFn>()
        .mockRejectedValue(new DataError('conflict', 'Wanjiru Njeri is already in StepUp Scholars 2026.'));
      install({ cohortCandidates, addMembers });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Add students' }));
      const dialog = screen.getByRole('dialog');
      const failed = await within(dialog).findByRole('alert');
      expect(failed.textContent).toContain('The students could not be loaded');
      fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));

      fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Wanjiru Njeri/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cohort' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Wanjiru Njeri is already in StepUp Scholars 2026.');
      expect((within(dialog).getByRole('checkbox', { name: /Wanjiru Njeri/ }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByRole('rowheader', { name: 'Wanjiru Njeri' })).toBeNull();
      expect(screen.getByText('2 active members, 1 completed')).toBeTruthy();
    });
  });

  describe('completing', () => {
    it('says plainly what completing does, then marks the member completed and moves the figures', async () => {
      const done: Completion = {
        member: { ...jomo, status: 'completed', completedAt: '2028-06-30T10:00:00.000Z', mentor: null },
        role: 'alumni',
      };
      const complete = vi.fn<CompleteFn>().mockResolvedValue(done);
      install({ completeMember: complete });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed: Jomo Kariuki' }));
      const dialog = screen.getByRole('dialog', { name: 'Mark Jomo Kariuki as having completed StepUp Scholars?' });
      const text = dialog.textContent ?? '';
      expect(text).toContain('Their role becomes alumni');
      expect(text).toContain('an alumni profile is started');
      expect(text).toContain('their mentoring with Amina Staff ends');

      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(complete).toHaveBeenCalledWith({ params: { id: 'c-2027', uid: 'u-jomo' }, body: {} });
      expect(within(rowOf('Jomo Kariuki')).getByText('Completed')).toBeTruthy();
      expect(within(rowOf('Jomo Kariuki')).queryAllByRole('button')).toEqual([]);
      expect(screen.getByText('Jomo Kariuki has completed the programme and is now alumni.')).toBeTruthy();
      expect(screen.getByText('1 active member, 2 completed')).toBeTruthy();
    });

    it('keeps the dialog open with the service’s words when it refuses', async () => {
      const complete = vi
        .fn<CompleteFn>()
        .mockRejectedValue(new DataError('conflict', 'Fatou Diallo has already completed the programme.'));
      install({ completeMember: complete });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed: Fatou Diallo' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Fatou Diallo has already completed the programme.');
      expect(within(rowOf('Fatou Diallo')).getByText('Active')).toBeTruthy();
    });
  });

  describe('a late joiner’s earlier work', () => {
    const late = member('u-late', 'Lulu Late', { joinedAt: '2027-10-15T08:00:00.000Z', dueBeforeJoining: 2 });

    it('is offered only for members who joined after work was due; asking says what it changes and shows it', async () => {
      const setEarlierWork = vi.fn<EarlierWorkFn>().mockResolvedValue({ ...late, owesEarlierWork: true });
      install({ setEarlierWork }, [fatou, late]);
      renderScreen();
      await screen.findByRole('rowheader', { name: 'Lulu Late' });
      // Nothing was due before Fatou joined.
      expect(within(rowOf('Fatou Diallo')).queryByRole('button', { name: /earlier work/ })).toBeNull();
      expect(rowOf('Lulu Late').textContent).toContain('2 earlier assignments not owed');

      fireEvent.click(within(rowOf('Lulu Late')).getByRole('button', { name: 'Ask for earlier work: Lulu Late' }));
      const dialog = screen.getByRole('dialog', { name: 'Ask Lulu Late for the work due before they joined?' });
      expect(dialog.textContent).toContain('overdue once past its due date');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for earlier work' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(setEarlierWork).toHaveBeenCalledWith({ params: { id: 'c-2027', uid: 'u-late' }, body: { owes: true } });
      expect(screen.getByText('Lulu Late now owes the work due before they joined.')).toBeTruthy();
      expect(rowOf('Lulu Late').textContent).toContain('Owes 2 earlier assignments');
      expect(within(rowOf('Lulu Late')).getByRole('button', { name: 'Excuse earlier work: Lulu Late' })).toBeTruthy();
    });

    it('keeps the dialog open with the service’s words when it refuses', async () => {
      const setEarlierWork = vi
        .fn<EarlierWorkFn>()
        .mockRejectedValue(new DataError('conflict', 'This student is no longer active in the cohort.'));
      install({ setEarlierWork }, [{ ...late, owesEarlierWork: true }]);
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Excuse earlier work: Lulu Late' }));
      const dialog = screen.getByRole('dialog', { name: 'Excuse Lulu Late from the work due before they joined?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Excuse earlier work' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('This student is no longer active in the cohort.');
      expect(setEarlierWork).toHaveBeenCalledWith({ params: { id: 'c-2027', uid: 'u-late' }, body: { owes: false } });
    });
  });

  it('offers adding, pairing and completing only to roles that manage programme settings', async () => {
    signInAs('alumni');
    install();
    renderScreen();
    await screen.findByRole('rowheader', { name: 'Fatou Diallo' });
    expect(screen.queryByRole('button', { name: /Add students|Choose mentor|Mark as completed|earlier work/ })).toBeNull();
    // They see who mentors whom, but not the pairing's page, which is for those who pair.
    expect(within(rowOf('Jomo Kariuki')).getByText('Amina Staff')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Mentorship/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('keeps the chosen tab in the address', async () => {
    install({ listModules: vi.fn().mockResolvedValue({ items: [] }) });
    renderScreen('/admin/delivery/c-2027?tab=modules');
    expect(await screen.findByText(/No modules yet/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Modules', selected: true })).toBeTruthy();
  });
});
