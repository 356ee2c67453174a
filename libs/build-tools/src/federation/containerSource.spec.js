import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { containerSource, SHARED_GLOBAL, sharedStandInSource } from './containerSource.js';

/** A container built from the generated source, exposing one module that reads React through its stand-in. */
async function container(name) {
  const dir = await mkdtemp(join(tmpdir(), 'container-'));
  const standIn = join(dir, 'react-stand-in.cjs');
  await writeFile(standIn, sharedStandInSource({ name, module: 'react' }));
  const exposed = join(dir, 'portal.mjs');
  await writeFile(
    exposed,
    `import { createRequire } from 'node:module';\nconst react = createRequire(import.meta.url)(${JSON.stringify(standIn)});\nexport const mount = () => react.version;\n`,
  );
  const entry = join(dir, 'remoteEntry.mjs');
  await writeFile(entry, containerSource({ name, exposes: { './portal': pathToFileURL(exposed).href }, shared: ['react'] }));
  return import(pathToFileURL(entry).href);
}

/** A share scope as Module Federation's runtime hands it to a container: package, version, what to load. */
const scopeWith = (react) => ({
  react: { [react.version]: { loaded: true, get: () => Promise.resolve(() => react), shareConfig: { singleton: true } } },
});

describe('a portal container', () => {
  afterEach(() => {
    delete globalThis[SHARED_GLOBAL];
  });

  it("gives its exposed module the host's shared module, once init has taken it from the share scope", async () => {
    const entry = await container('mfe_one');
    await entry.init(scopeWith({ version: '19.3.1' }));
    const factory = await entry.get('./portal');
    expect(factory().mount()).toBe('19.3.1');
  });

  it('refuses a shared module the host does not offer, an unknown module, and a request before init', async () => {
    const entry = await container('mfe_two');
    await expect(entry.get('./portal')).rejects.toThrow('mfe_two was asked for ./portal before init');
    await expect(entry.init({})).rejects.toThrow('mfe_two needs the shared module react, which the host does not provide');
    await entry.init(scopeWith({ version: '19.3.1' }));
    await expect(entry.get('./admin')).rejects.toThrow('mfe_two does not expose ./admin');
  });

  it('takes the shared modules again when the runtime initialises it afresh (a retry after a failure)', async () => {
    const entry = await container('mfe_three');
    await entry.init(scopeWith({ version: '19.0.0' }));
    await entry.init(scopeWith({ version: '19.3.1' }));
    expect(globalThis[SHARED_GLOBAL].mfe_three.react.version).toBe('19.3.1');
  });
});
