import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailureAlert, FormProblem, SuccessNotice } from './Notices.js';

describe('FailureAlert', () => {
  it('says what went wrong, and nothing when nothing did', () => {
    const { rerender } = render(<FailureAlert message="It failed." />);
    expect(screen.getByRole('alert').textContent).toBe('It failed.');
    rerender(<FailureAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FormProblem', () => {
  it('says what is wrong with the whole form as an error notice, and nothing when nothing is', () => {
    const { rerender } = render(<FormProblem message="Signing in did not work." />);
    expect(screen.getByRole('alert').className).toBe('notice notice--error');
    expect(screen.getByRole('alert').textContent).toBe('Signing in did not work.');
    rerender(<FormProblem message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SuccessNotice', () => {
  it('keeps its live region while empty and styles it only with a message', () => {
    const { rerender } = render(<SuccessNotice message="" />);
    expect(screen.getByRole('status').className).toBe('');
    rerender(<SuccessNotice message="Saved." />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.getByRole('status').className).toBe('notice notice--success');
  });
});
