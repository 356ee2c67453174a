import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION, leaveOnPurpose, useLeaveGuard } from './useLeaveGuard.js';

/**
 * A click on a link of the site (as in the shell's navigation bar), with a router-like listener on the
 * link's container. True when the move went ahead (the router saw the click).
 */
function clickLink(href = '/content/blog', attributes: Record<string, string> = {}, init: MouseEventInit = {}): boolean {
  const container = document.createElement('nav');
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Somewhere';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  container.append(link);
  document.body.append(container);
  let routed = false;
  container.addEventListener('click', (event) => {
    event.preventDefault();
    routed = true;
  });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  container.remove();
  return routed;
}
const shellLeaves = () => clickLink();

describe('useLeaveGuard', () => {
  it('lets links that do not leave the editor through without asking: new tab, another site, the same page', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderHook(() => useLeaveGuard(true));
    expect(clickLink('/content/blog', { target: '_blank' })).toBe(true);
    expect(clickLink('https://elsewhere.example/')).toBe(true);
    expect(clickLink('/content/blog', {}, { ctrlKey: true })).toBe(true);
    expect(clickLink(window.location.pathname + window.location.search)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a move inside the site while there are unsaved changes, and stays when told to', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderHook(() => useLeaveGuard(true));
    expect(shellLeaves()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(shellLeaves()).toBe(true);
  });

  it('lets a move go without asking when nothing is unsaved, or when the editor saves as it closes', () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { rerender } = renderHook(({ dirty, savesOnLeave }) => useLeaveGuard(dirty, { savesOnLeave }), {
      initialProps: { dirty: false, savesOnLeave: false },
    });
    expect(shellLeaves()).toBe(true);
    rerender({ dirty: true, savesOnLeave: true });
    expect(shellLeaves()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser before the tab closes or reloads, even when the editor saves as it closes', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveGuard(dirty, { savesOnLeave: true }), {
      initialProps: { dirty: true },
    });
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    rerender({ dirty: false });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    unmount();
  });

  it('does not ask about a move the screen makes itself', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderHook(() => useLeaveGuard(true));
    let allowed = false;
    leaveOnPurpose(() => (allowed = shellLeaves()));
    expect(allowed).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
