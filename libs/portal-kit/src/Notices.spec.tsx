import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailureAlert, SuccessNotice } from './Notices.js';

describe('FailureAlert', () => {
  it('says what went wrong, and nothing when nothing did', () => {
    const { rerender } = render(<FailureAlert message="It failed." />);
    expect(screen.getByRole('alert').textContent).toBe('It failed.');
    rerender(<FailureAlert message={null} />);
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
