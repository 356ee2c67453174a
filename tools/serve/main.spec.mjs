import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.mjs', import.meta.url));
const DEMO_RUNTIME_CONFIG = fileURLToPath(new URL('../../shell/public/runtime-config.json', import.meta.url));

/** The site server's entry point as a deployment starts it; answers its exit code and what it printed. */
function start(env) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('the site server started without saying it is development', () => {
  it.each([
    ['NODE_ENV unset', {}, 'SITE_URL is not set'],
    ['production with the demo runtime config', { NODE_ENV: 'production', SITE_URL: 'https://org.example' }, 'a demo project'],
  ])('refuses to start with %s, in one sentence and no stack trace', async (_case, env, sentence) => {
    // The runtime config every build ships: the emulator's demo project.
    const { code, output } = await start({ RUNTIME_CONFIG_FILE: DEMO_RUNTIME_CONFIG, ...env });
    expect(code).toBe(1);
    expect(output).toContain(`The site server cannot start: `);
    expect(output).toContain(sentence);
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe('the site server stopping', () => {
  it('drains on SIGTERM: its health check says 503 while it finishes, then it exits', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: '0', NODE_ENV: 'development', SHUTDOWN_DRAIN_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    const port = await new Promise((resolve) =>
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /Site on http:\/\/[^:]+:(\d+)/.exec(output);
        if (match) resolve(match[1]);
      }),
    );
    const health = () => fetch(`http://127.0.0.1:${port}/__health`).then((answer) => answer.status);
    expect(await health()).toBe(200);
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await health()).toBe(503);
    expect(await exited).toBe(0);
  });
});
