import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ParcelConfigObject } from 'single-spa';
import { ParcelHost } from './ParcelHost.js';

type Props = Record<string, unknown> & { domElement: HTMLElement };

/** Lifecycles that write what they are given into their element, and record every call. */
function recordingParcel(fail: 'mount' | null = null) {
  const calls: string[] = [];
  const config: ParcelConfigObject = {
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async (props) => {
      const { domElement, page } = props as unknown as Props;
      calls.push(`mount ${String(page)}`);
      if (fail === 'mount') throw new Error('cannot draw');
      domElement.textContent = `page ${String(page)}`;
    },
    update: async (props) => {
      const { domElement, page } = props as unknown as Props;
      calls.push(`update ${String(page)}`);
      domElement.textContent = `page ${String(page)}`;
    },
    unmount: async (props) => {
      calls.push('unmount');
      (props as unknown as Props).domElement.textContent = '';
    },
  };
  return { config, calls };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('ParcelHost', () => {
  it('mounts the parcel into its element, updates it only when its props change, and unmounts it when removed', async () => {
    const { config, calls } = recordingParcel();
    const onMounted = vi.fn();
    const props = { page: 1 };
    const view = render(<ParcelHost config={config} props={props} className="portal" onMounted={onMounted} />);
    await settle();
    const element = view.container.querySelector('.portal')!;
    expect(element.textContent).toBe('page 1');
    expect(onMounted).toHaveBeenCalledTimes(1);

    view.rerender(<ParcelHost config={config} props={{ page: 1 }} className="portal" onMounted={onMounted} />);
    await settle();
    view.rerender(<ParcelHost config={config} props={{ page: 2 }} className="portal" onMounted={onMounted} />);
    await settle();
    expect(element.textContent).toBe('page 2');

    view.unmount();
    await settle();
    expect(calls).toEqual(['bootstrap', 'mount 1', 'update 2', 'unmount']);
  });

  it('delivers a change made while the parcel is still loading, once it has mounted', async () => {
    const { config, calls } = recordingParcel();
    let load: (value: ParcelConfigObject) => void = () => {};
    const loader = () => new Promise<ParcelConfigObject>((resolve) => (load = resolve));
    const view = render(<ParcelHost config={loader} props={{ page: 1 }} className="portal" />);
    await settle();
    view.rerender(<ParcelHost config={loader} props={{ page: 2 }} className="portal" />);
    await settle();
    load(config);
    await settle();
    expect(calls).toEqual(['bootstrap', 'mount 1', 'update 2']);
    expect(view.container.querySelector('.portal')!.textContent).toBe('page 2');
  });

  it('replaces the parcel when given another config, the old one unmounted first', async () => {
    const first = recordingParcel();
    const second = recordingParcel();
    const view = render(<ParcelHost config={first.config} props={{ page: 1 }} />);
    await settle();
    view.rerender(<ParcelHost config={second.config} props={{ page: 1 }} />);
    await settle();
    expect(first.calls).toEqual(['bootstrap', 'mount 1', 'unmount']);
    expect(second.calls).toEqual(['bootstrap', 'mount 1']);
  });

  it("never mounts a parcel where another is still leaving (strict mode's second mount waits for the first's unmount)", async () => {
    const held = new WeakSet<HTMLElement>();
    const calls: string[] = [];
    // Like React's createRoot: refuses an element that already holds a root.
    const config: ParcelConfigObject = {
      bootstrap: async () => undefined,
      mount: async (props) => {
        const { domElement } = props as unknown as Props;
        if (held.has(domElement)) throw new Error('the element already holds a parcel');
        held.add(domElement);
        calls.push('mount');
      },
      unmount: async (props) => {
        held.delete((props as unknown as Props).domElement);
        calls.push('unmount');
      },
    };
    const onError = vi.fn();
    render(
      <StrictMode>
        <ParcelHost config={config} props={{ page: 1 }} onError={onError} />
      </StrictMode>,
    );
    await settle();
    await settle();
    expect(onError).not.toHaveBeenCalled();
    expect(calls).toEqual(['mount', 'unmount', 'mount']);
  });

  it('reports a parcel that cannot load or mount, and does not try to update or unmount it', async () => {
    const broken = recordingParcel('mount');
    const onError = vi.fn();
    const view = render(<ParcelHost config={broken.config} props={{ page: 1 }} onError={onError} />);
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('cannot draw') }));
    view.rerender(<ParcelHost config={broken.config} props={{ page: 2 }} onError={onError} />);
    view.unmount();
    await settle();
    // single-spa tidies up after a failed mount itself (one unmount); no update and no second unmount from us.
    expect(broken.calls).toEqual(['bootstrap', 'mount 1', 'unmount']);

    const unreachable = vi.fn();
    render(<ParcelHost config={() => Promise.reject(new Error('offline'))} props={{}} onError={unreachable} />);
    await settle();
    expect(unreachable).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('offline') }));
  });
});
