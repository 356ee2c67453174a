import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPlace, placeOf, recordServerCopyActs } from './serverCopyActs.js';

const PAGE = `<!--$--><section class="screen"><h1>Donate</h1><p>Read <a href="/about">about us</a>.</p>
  <div><button type="button">Monthly</button><a href="https://example.org/x">elsewhere</a></div></section>`;

function copyOf(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the place of an element under the screen', () => {
  it('is found again in a copy drawn from the same markup, and only as the same kind of element', () => {
    const server = copyOf(PAGE);
    const live = copyOf(`<div class="portal">${PAGE}</div>`);
    const button = server.querySelector('button')!;
    expect(placeOf(button, server)).toEqual([2, 0]);
    expect(atPlace(live, [2, 0], 'BUTTON')).toBe(live.querySelector('button'));
    expect(atPlace(live, [2, 0], 'A')).toBeNull();
    expect(atPlace(live, [9, 9], 'BUTTON')).toBeNull();
  });
});

describe('what the visitor did on the server copy', () => {
  it('keeps a click from acting on the server copy and does it on the live one', () => {
    const server = copyOf(PAGE);
    const acts = recordServerCopyActs(server);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    server.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    acts.stop();
    server.remove();

    const live = copyOf(`<div class="portal">${PAGE}</div>`);
    const opened = vi.fn((event: Event) => event.preventDefault());
    live.querySelector('a')!.addEventListener('click', opened);
    const other = vi.fn();
    live.querySelector('button')!.addEventListener('click', other);
    acts.replay(live);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    // Once: a second replay does nothing.
    acts.replay(live);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves a click meant for another tab, and one on plain text, to the browser', () => {
    const server = copyOf(PAGE);
    recordServerCopyActs(server);
    // What the recorder did, read before the test itself stops jsdom from following the link.
    const preventedBefore: boolean[] = [];
    server.addEventListener('click', (event) => {
      preventedBefore.push(event.defaultPrevented);
      event.preventDefault();
    });
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    server.querySelector('a')!.dispatchEvent(newTab);
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    server.querySelector('h1')!.dispatchEvent(onText);
    expect(preventedBefore).toEqual([false, false]);
  });

  it('gives the focus back to the same control when the server copy is taken off the page', async () => {
    const server = copyOf(PAGE);
    const acts = recordServerCopyActs(server);
    const button = server.querySelector('button')!;
    button.focus();
    // As Chromium does: the focus leaves for nowhere while the copy is still on the page, then the copy goes.
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    server.remove();
    await new Promise((resolve) => setTimeout(resolve, 1));
    acts.stop();
    const live = copyOf(`<div class="portal">${PAGE}</div>`);
    acts.replay(live);
    expect(document.activeElement).toBe(live.querySelector('button'));
  });

  it('forgets the focus once the visitor moved it out of the copy', async () => {
    const server = copyOf(PAGE);
    const outside = copyOf('<button type="button">Menu</button>').querySelector('button')!;
    const acts = recordServerCopyActs(server);
    server.querySelector('button')!.focus();
    outside.focus();
    await new Promise((resolve) => setTimeout(resolve, 1));
    acts.stop();
    const live = copyOf(`<div class="portal">${PAGE}</div>`);
    acts.replay(live);
    expect(document.activeElement).toBe(outside);
  });
});
