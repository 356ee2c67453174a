import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '@sla/auth';
import { notFound, program, renderAt } from '../testing/contentFakes.js';

const facts = () => within(screen.getByRole('complementary', { name: 'Applications' }));

afterEach(() => identityStore.set({ status: 'anonymous' }));

describe('programme pages', () => {
  it('show what the programme is, who it is for, how to apply, and the open window with its deadline', async () => {
    const load = vi.fn(async () =>
      // 20:59 UTC is 23:59 in Nairobi.
      program('stepup-scholars', { state: 'open', opensAt: '2026-11-08T06:00:00.000Z', closesAt: '2027-01-03T20:59:00.000Z' }),
    );
    installFakeApi({ getPublicProgram: load });
    renderAt('/programs/stepup-scholars');
    expect(await screen.findByText('Applications are open and close on 3 January 2027 at 23:59 (Nairobi time).')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ params: { slug: 'stepup-scholars' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('StepUp Scholars');
    await waitFor(() => expect(document.title).toBe('StepUp Scholars — Test Site'));
    for (const name of ['What it is', 'Who it is for', 'How to apply'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    // The HTML the data service rendered from Markdown, as elements.
    expect(screen.getByRole('heading', { level: 3, name: 'What the year looks like' })).toBeTruthy();
    expect(screen.getByText('Answer two questions.').tagName).toBe('LI');
    expect(facts().getByText('Applications open')).toBeTruthy();
    expect(facts().getByText('40')).toBeTruthy();
    expect(facts().getByText('3 January 2027')).toBeTruthy();
    expect(facts().getByRole('link', { name: 'Apply now to StepUp Scholars' }).getAttribute('href')).toBe('/signup');
  });

  it('send a signed-in applicant straight to a new application', async () => {
    identityStore.set({
      status: 'signed-in',
      user: { uid: 'u1', email: 'a@example.org', displayName: 'A' },
      role: 'applicant',
      lookupFailed: false,
    });
    installFakeApi({
      getPublicProgram: vi.fn(async () => program('dynamerge', { state: 'open', closesAt: '2027-01-03T20:59:00.000Z' })),
    });
    renderAt('/programs/dynamerge');
    const start = await screen.findAllByRole('link', { name: 'Start your application to Dynamerge' });
    // In the facts and again after "How to apply".
    expect(start.map((link) => link.getAttribute('href'))).toEqual([
      '/applicant/applications/new',
      '/applicant/applications/new',
    ]);
  });

  it('say when applications are closed, offering news and stories instead of Apply', async () => {
    installFakeApi({
      getPublicProgram: vi.fn(async () => program('dynamerge', { state: 'closed', closesAt: '2026-06-30T20:59:00.000Z' })),
    });
    renderAt('/programs/dynamerge');
    expect(await screen.findByText('Applications for this round closed on 30 June 2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dynamerge');
    expect(facts().getByText('Applications closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Apply now/ })).toBeNull();
    expect(facts().getByRole('link', { name: 'Get news by e-mail' }).getAttribute('href')).toBe('#newsletter');
    expect(facts().getByRole('link', { name: 'Read stories from our scholars' }).getAttribute('href')).toBe('/blog');
  });

  it('take a keyboard straight to the newsletter field from "Get news by e-mail"', async () => {
    const footer = document.createElement('footer');
    footer.innerHTML = '<section id="newsletter"><label>E-mail address <input type="email"></label></section>';
    document.body.append(footer);
    installFakeApi({ getPublicProgram: vi.fn(async () => program('dynamerge', { state: 'closed' })) });
    renderAt('/programs/dynamerge');
    const link = await screen.findByRole('link', { name: 'Get news by e-mail' });
    await act(async () => link.click());
    expect(document.activeElement).toBe(footer.querySelector('input'));
    footer.remove();
  });

  it('give the opening date of an upcoming round, in the programme’s zone', async () => {
    installFakeApi({
      getPublicProgram: vi.fn(async () =>
        program('dynamerge', {
          state: 'upcoming',
          opensAt: '2026-12-13T23:30:00.000Z',
          closesAt: null,
          timeZone: 'Africa/Lagos',
        }),
      ),
    });
    renderAt('/programs/dynamerge');
    expect(await screen.findByText('Applications open on 14 December 2026 at 00:30 (Lagos time).')).toBeTruthy();
    expect(facts().getByText('Opening soon')).toBeTruthy();
    expect(facts().getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('say so when the programme page does not exist', async () => {
    installFakeApi({ getPublicProgram: vi.fn(notFound) });
    renderAt('/programs/dynamerge');
    expect(await screen.findByRole('heading', { level: 2, name: 'This programme page is not available' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dynamerge');
  });
});
