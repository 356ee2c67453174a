import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ProjectReleases, type ReleaseSummary } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { formatDateTime } from '../format.js';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import Releases from './Releases.js';

type ListFn = OperationFake<'listReleases'>;
type RollBackFn = OperationFake<'rollBackReleaseAsAdmin'>;

const PROJECTS = ['shell', 'mfe-public', 'mfe-applicant', 'mfe-student', 'mfe-admin', 'mfe-content', 'mfe-alumni'];

/** A release made on 2026-11-<day> at noon UTC (the same date in any test machine's zone), by Ada's key. */
function release(day: number, commit: string, extra: Partial<ReleaseSummary> = {}): ReleaseSummary {
  const dd = String(day).padStart(2, '0');
  return {
    id: `202611${dd}T120000000Z-${commit.slice(0, 7)}`,
    commit,
    releasedBy: 'Ada (mfe-public key)',
    releasedAt: `2026-11-${dd}T12:00:00.000Z`,
    live: false,
    wentLive: null,
    previewPath: `/__preview?token=tok-${day}`,
    ...extra,
  };
}

const promotedAt = '2026-11-29T12:30:00.000Z';
const newest = release(29, 'abcdef1234567890', {
  live: true,
  wentLive: { action: 'promote', at: promotedAt, by: 'Ada (mfe-public key)' },
});
const older = release(20, '1234567aaaabbbb', { previewPath: null });

const publicSite: ProjectReleases = { project: 'mfe-public', live: newest.id, rollBackTo: older.id, releases: [newest, older] };

const empty = (project: string): ProjectReleases => ({ project, live: null, rollBackTo: null, releases: [] });
const withProjects = (...given: ProjectReleases[]) => ({
  projects: PROJECTS.map((name) => given.find((project) => project.project === name) ?? empty(name)),
});

function install(list: ListFn, rollBack: RollBackFn = vi.fn<RollBackFn>()) {
  installFakeData({ listReleases: list, rollBackReleaseAsAdmin: rollBack });
  render(
    <MemoryRouter initialEntries={['/admin/releases']}>
      <Releases />
    </MemoryRouter>,
  );
  return { rollBack };
}

const cardOf = (name: RegExp) => {
  const card = screen.getByRole('heading', { name }).closest('section');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};
const publicCard = () => cardOf(/^Public site/);
const rowOf = (card: HTMLElement, id: string) => within(card).getByText(id, { selector: 'th code' }).closest('tr')!;

describe('Releases', () => {
  beforeEach(() => signInAs('admin'));

  it('shows every project by name, with its live release and when and by whom it went live', async () => {
    install(() => Promise.resolve(withProjects(publicSite)));
    expect(screen.getByText('Loading the releases…')).toBeTruthy();
    await screen.findByRole('heading', { name: /^Public site/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Shell (frame, sign-in, navigation) shell',
      'Public site mfe-public',
      'Applicant portal mfe-applicant',
      'Student portal mfe-student',
      'Admin portal mfe-admin',
      'Content portal mfe-content',
      'Alumni portal mfe-alumni',
    ]);
    const card = publicCard();
    expect(within(card).getByText(newest.id, { selector: '.releases-live code' })).toBeTruthy();
    expect(card.querySelector('.releases-live__when')?.textContent).toBe(
      `Promoted ${formatDateTime(promotedAt)} by Ada (mfe-public key)`,
    );
    expect(within(cardOf(/^Student portal/)).getByText('Nothing released yet — visitors get the deployed build.')).toBeTruthy();
    expect(within(cardOf(/^Student portal/)).queryByRole('button', { name: /^Roll back/ })).toBeNull();
    // Some project has releases, so the screen does not say there are none.
    expect(screen.queryByText(/^No releases yet/)).toBeNull();
  });

  it('says when the live release was put back by a rollback', async () => {
    const rolledBack = { ...older, live: true, wentLive: { action: 'rollback' as const, at: promotedAt, by: 'Grace (admin)' } };
    install(() =>
      Promise.resolve(
        withProjects({
          project: 'mfe-public',
          live: older.id,
          rollBackTo: null,
          releases: [{ ...newest, live: false }, rolledBack],
        }),
      ),
    );
    await screen.findByRole('heading', { name: /^Public site/ });
    expect(publicCard().querySelector('.releases-live__when')?.textContent).toBe(
      `Rolled back ${formatDateTime(promotedAt)} by Grace (admin)`,
    );
  });

  it('lists each release, newest first, with its commit, the Live badge and a plain preview link', async () => {
    // Answered oldest first: the screen still shows the newest first.
    install(() => Promise.resolve(withProjects({ ...publicSite, releases: [older, newest] })));
    await screen.findByRole('heading', { name: /^Public site/ });
    const card = publicCard();
    const table = within(card).getByRole('table', { name: 'Public site: releases, newest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([`${newest.id}Live`, older.id]);

    const live = rowOf(card, newest.id);
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('abcdef1')).toBeTruthy();
    expect(live.cells[1]?.textContent).toBe(`${formatDateTime(newest.releasedAt)} by Ada (mfe-public key)`);
    const preview = within(live).getByRole('link', { name: `Preview: ${newest.id} (opens in a new tab)` });
    expect(preview.getAttribute('href')).toBe('/__preview?token=tok-29');
    expect(preview.getAttribute('target')).toBe('_blank');

    const earlier = rowOf(card, older.id);
    expect(within(earlier).queryByText('Live')).toBeNull();
    expect(within(earlier).getByText('1234567')).toBeTruthy();
    // Previews off for this one: no link.
    expect(within(earlier).queryByRole('link')).toBeNull();
  });

  it('shows the newest five releases until asked for all of them', async () => {
    const many = Array.from({ length: 8 }, (_, index) => release(index + 1, `c0ffee${index}abcdef`));
    install(() => Promise.resolve(withProjects({ project: 'mfe-public', live: null, rollBackTo: null, releases: many })));
    await screen.findByRole('heading', { name: /^Public site/ });
    const rows = () =>
      within(publicCard())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rows()).toEqual([8, 7, 6, 5, 4].map((day) => many[day - 1]!.id));

    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Show all 8' }));
    expect(rows()).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((day) => many[day - 1]!.id));

    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Show the newest 5' }));
    expect(rows()).toHaveLength(5);
  });

  it('offers no toggle for five releases or fewer', async () => {
    install(() => Promise.resolve(withProjects(publicSite)));
    await screen.findByRole('heading', { name: /^Public site/ });
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('asks before rolling back, and cancelling leaves everything as it was', async () => {
    const { rollBack } = install(() => Promise.resolve(withProjects(publicSite)));
    await screen.findByRole('heading', { name: /^Public site/ });
    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Roll back: mfe-public' }));
    const dialog = screen.getByRole('dialog', { name: `Roll mfe-public back to ${older.id}?` });
    expect(within(dialog).getByText('Visitors get it on their next page load.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rollBack).not.toHaveBeenCalled();
    expect(within(publicCard()).getByText(newest.id, { selector: '.releases-live code' })).toBeTruthy();
  });

  it('rolls back once confirmed: the button waits, then the card shows the new live release and says so', async () => {
    const answer = deferred<ProjectReleases>();
    const rollBack = vi.fn<RollBackFn>().mockReturnValue(answer.promise);
    install(() => Promise.resolve(withProjects(publicSite)), rollBack);
    await screen.findByRole('heading', { name: /^Public site/ });
    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Roll back: mfe-public' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));

    expect(rollBack).toHaveBeenCalledTimes(1);
    // With what this admin saw live, so a release promoted meanwhile is never undone by mistake.
    expect(rollBack).toHaveBeenCalledWith({ params: { project: 'mfe-public' }, body: { from: newest.id } });
    // The card's button and the dialog's both wait for the answer.
    await waitFor(() => {
      const busy = within(publicCard()).getAllByRole('button', { name: /^Rolling back…/ }) as HTMLButtonElement[];
      expect(busy.map((button) => button.disabled)).toEqual([true, true]);
    });

    answer.resolve({
      project: 'mfe-public',
      live: older.id,
      rollBackTo: null,
      releases: [
        { ...newest, live: false },
        { ...older, live: true, wentLive: { action: 'rollback', at: '2026-11-30T12:00:00.000Z', by: 'Acting User (admin)' } },
      ],
    });
    expect(
      await within(publicCard()).findByText(`mfe-public is back on ${older.id}. Visitors get it on their next page load.`),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = publicCard();
    expect(within(card).getByRole('status').textContent).toContain(older.id);
    expect(within(card).getByText(older.id, { selector: '.releases-live code' })).toBeTruthy();
    expect(card.querySelector('.releases-live__when')?.textContent).toMatch(/^Rolled back .* by Acting User \(admin\)$/);
    expect(within(rowOf(card, older.id)).getByText('Live')).toBeTruthy();
    // Nothing further back: no button, and focus stays in the card.
    expect(within(card).queryByRole('button', { name: /^Roll back/ })).toBeNull();
    // The focus moves in an effect after the dialog has closed, which a loaded machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Public site/ })));
  });

  it('shows the service’s refusal beside the project, keeping the list', async () => {
    const refusal = 'Refused: mfe-public needs a shell that provides auth 2, and the live shell provides auth 1.';
    const rollBack = vi.fn<RollBackFn>().mockRejectedValue(new DataError('conflict', refusal));
    install(() => Promise.resolve(withProjects(publicSite, { ...publicSite, project: 'mfe-admin' })), rollBack);
    await screen.findByRole('heading', { name: /^Public site/ });
    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Roll back: mfe-public' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));

    expect((await within(publicCard()).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Only that project's card says it; the list and the live release are as they were, and it may be tried again.
    expect(within(cardOf(/^Admin portal/)).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(within(publicCard()).getByText(newest.id, { selector: '.releases-live code' })).toBeTruthy();
    expect((within(publicCard()).getByRole('button', { name: 'Roll back: mfe-public' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('after a refusal shows the project as it is now: a release promoted meanwhile, and no way back it cannot take', async () => {
    const refusal =
      'mfe-public is now on 20261201T090000Z-cafe123, not 20261130T101500Z-abc1234: look again before rolling back.';
    const promotedMeanwhile: ProjectReleases = {
      ...publicSite,
      live: '20261201T090000Z-cafe123',
      rollBackTo: null,
      releases: [{ ...newest, id: '20261201T090000Z-cafe123', live: true }, { ...newest, live: false }, older],
    };
    const list = vi
      .fn<ListFn>()
      .mockResolvedValueOnce(withProjects(publicSite))
      .mockResolvedValue(withProjects(promotedMeanwhile));
    install(list, vi.fn<RollBackFn>().mockRejectedValue(new DataError('conflict', refusal)));
    await screen.findByRole('heading', { name: /^Public site/ });
    fireEvent.click(within(publicCard()).getByRole('button', { name: 'Roll back: mfe-public' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll back' }));

    expect((await within(publicCard()).findByRole('alert')).textContent).toBe(refusal);
    expect(await within(publicCard()).findByText('20261201T090000Z-cafe123', { selector: '.releases-live code' })).toBeTruthy();
    expect(within(publicCard()).queryByRole('button', { name: /^Roll back/ })).toBeNull();
  });

  it('says there are no releases yet and how teams publish, still listing every project', async () => {
    install(() => Promise.resolve(withProjects()));
    const note = await screen.findByText(/^No releases yet\./);
    expect(note.textContent).toBe('No releases yet. Teams publish with npm run release -- <project>.');
    expect(within(note).getByText('npm run release -- <project>', { selector: 'code' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getAllByText('Nothing released yet — visitors get the deployed build.')).toHaveLength(7);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Roll back/ })).toBeNull();
  });

  it('offers to try again when the releases cannot be loaded', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not reachable right now.'))
      .mockResolvedValue(withProjects(publicSite));
    install(list);
    expect(await screen.findByText('The releases could not be loaded')).toBeTruthy();
    expect(screen.getByText('The data service is not reachable right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Public site/ })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
