// Child processes of the stack: started in their own process group, so stopping one stops
// everything it started too (firebase-tools spawns helpers of its own).
import { spawn } from 'node:child_process';

export function startProcess(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    if (!quiet) for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    output: () => output,
    /** SIGINT first (lets the emulator save its accounts), then SIGKILL after `graceMs`. */
    async stop(graceMs = 8000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx, or fails with the process's output when it dies or times out. */
export async function waitUntilReady(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void proc.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${proc.name} stopped while starting:\n${proc.output()}`);
    // A server that accepts connections before it can answer would hang a fetch without a timeout.
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${proc.name} did not become ready at ${url} within ${timeoutMs / 1000} s:\n${proc.output()}`);
}
