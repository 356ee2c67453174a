import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortalErrorBoundary } from './PortalErrorBoundary.js';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

describe('PortalErrorBoundary', () => {
  it('contains a render failure and recovers on Retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <PortalErrorBoundary portal="mfe-test" resetKey="/a">
        <Flaky />
      </PortalErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('could not be shown');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('clears the error when the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const { rerender } = render(
      <PortalErrorBoundary portal="mfe-test" resetKey="/a">
        <Flaky />
      </PortalErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <PortalErrorBoundary portal="mfe-test" resetKey="/b">
        <Flaky />
      </PortalErrorBoundary>,
    );
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
