import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEveryOrSooner } from './repeatEveryOrSooner.js';

/** A task whose runs end when the test says. */
function controlledTask() {
  const runs: (() => void)[] = [];
  const task = vi.fn(() => new Promise<void>((resolve) => runs.push(resolve)));
  const finish = async () => {
    runs.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { task, finish };
}

describe('repeatEveryOrSooner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then an interval after each run ends', async () => {
    const { task, finish } = controlledTask();
    const repeater = repeatEveryOrSooner(1000, task, vi.fn());
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    await finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await finish();
    await repeater.stop();
  });

  it('runs at once when kicked while idle, and right after the current run when kicked during one (once for many kicks)', async () => {
    const { task, finish } = controlledTask();
    const repeater = repeatEveryOrSooner(60_000, task, vi.fn());
    await finish();
    repeater.kick();
    expect(task).toHaveBeenCalledTimes(2);
    repeater.kick();
    repeater.kick();
    expect(task).toHaveBeenCalledTimes(2);
    await finish();
    expect(task).toHaveBeenCalledTimes(3);
    await finish();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(4);
    await finish();
    await repeater.stop();
  });

  it('reports a failing run and still runs the next', async () => {
    const onError = vi.fn();
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const repeater = repeatEveryOrSooner(1000, task, onError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(new Error('database away'));
    expect(task).toHaveBeenCalledTimes(2);
    await repeater.stop();
  });

  it('waits for the current run when stopped, and runs no more, kicked or not', async () => {
    const { task, finish } = controlledTask();
    const repeater = repeatEveryOrSooner(1000, task, vi.fn());
    repeater.kick();
    let stopped = false;
    const stopping = repeater.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await finish();
    await stopping;
    repeater.kick();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
