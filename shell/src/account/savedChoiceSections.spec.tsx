import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { OpportunityDigestSection } from './OpportunityDigestSection.js';
import { PreferencesSection } from './PreferencesSection.js';

const settle = () => act(async () => undefined);

describe('account settings saved as a whole', () => {
  it('saves e-mail choices only once changed, then says so and counts the saved state as the new start', async () => {
    const save = vi.fn<OperationFake<'setEmailPreferences'>>(async ({ body }) => body);
    installFakeApi({
      getEmailPreferences: async () => ({ decisions: true, messages: true, newsletter: false }),
      setEmailPreferences: save,
    });
    render(<PreferencesSection />);
    expect(screen.getByText('Loading your choices…')).toBeTruthy();
    await settle();
    const form = within(screen.getByRole('form', { name: 'E-mail preferences' }));
    const button = form.getByRole('button', { name: 'Save e-mail choices' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(form.getByRole('checkbox', { name: /Newsletter/ }));
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    expect(save).toHaveBeenCalledWith({ body: { decisions: true, messages: true, newsletter: true } });
    expect(form.getByRole('status').textContent).toBe('Your e-mail choices are saved.');
    expect(button.disabled).toBe(true);
  });

  it('says why the digest could not be loaded, and shows no form', async () => {
    installFakeApi({ getOpportunityDigest: () => Promise.reject(new DataError('unavailable', 'The service is not answering.')) });
    render(<OpportunityDigestSection />);
    await settle();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('Loading your choices…')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('not answering');
  });

  it('turns the digest on for chosen fields and words the outcome after what was saved', async () => {
    const save = vi.fn<OperationFake<'setOpportunityDigest'>>(async ({ body }) => ({ on: body.on, fields: body.fields ?? [] }));
    installFakeApi({ getOpportunityDigest: async () => ({ on: false, fields: [] }), setOpportunityDigest: save });
    render(<OpportunityDigestSection />);
    await settle();
    const form = within(screen.getByRole('form', { name: 'Weekly opportunities e-mail' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Send me the weekly e-mail of new opportunities' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Biology' }));
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledWith({ body: { on: true, fields: ['Biology'] } });
    expect(form.getByRole('status').textContent).toBe('You will get the weekly e-mail of new opportunities.');
  });
});
