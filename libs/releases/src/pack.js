// A release on its way to the data service: one gzip'd JSON document with the build's files (base64) and what the
// release command knows about it (commit, what it needs or offers). Unpacked into a folder, with every path checked,
// before it is published like a local build.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ReleaseError } from './errors.js';

/** The most a release may hold unpacked; the largest build today is about 4 MB. */
export const MAX_RELEASE_BYTES = 64 * 1024 * 1024;
// Plain names only: no absolute path, no empty, "." or ".." segment (a build has .vite/manifest.json, so a leading dot is
// allowed).
const SEGMENT = String.raw`(?!\.\.?(?:/|$))[A-Za-z0-9_.@+-]{1,200}`;
const SAFE_PATH = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The build in `dir` and `about` ({ commit, describes }) as one buffer. */
export async function packRelease(dir, about) {
  const files = [];
  for (const path of await filesUnder(dir)) files.push({ path, data: (await readFile(join(dir, path))).toString('base64') });
  return gzipSync(JSON.stringify({ about, files }));
}

/** Writes the files of `packed` under `dir` and returns its `about`; a damaged or unsafe pack is a ReleaseError. */
export async function unpackRelease(packed, dir, { maxBytes = MAX_RELEASE_BYTES } = {}) {
  const tooLarge = () => new ReleaseError(`The release is larger than ${maxBytes / 1024 / 1024} MB.`);
  let document;
  try {
    // base64 makes the files a third larger, and JSON adds a little.
    document = JSON.parse(gunzipSync(packed, { maxOutputLength: Math.ceil(maxBytes * 1.5) }).toString('utf8'));
  } catch (error) {
    if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw new ReleaseError('The release could not be read: send the build as the release command packs it.');
  }
  const { about, files } = document ?? {};
  if (!Array.isArray(files) || !files.length || typeof about !== 'object' || about === null)
    throw new ReleaseError('The release holds no files.');
  let total = 0;
  for (const file of files) {
    if (typeof file?.path !== 'string' || !SAFE_PATH.test(file.path) || typeof file.data !== 'string')
      throw new ReleaseError(`The release holds a file with a path that is not allowed: ${String(file?.path).slice(0, 80)}.`);
    if (file.path === 'release.json') throw new ReleaseError('The release may not bring its own release.json.');
    const bytes = Buffer.from(file.data, 'base64');
    total += bytes.length;
    if (total > maxBytes) throw tooLarge();
    try {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await writeFile(join(dir, file.path), bytes, { flag: 'wx' });
    } catch (error) {
      // A path given twice, or both as a file and as a folder ("a" and "a/b").
      if (['EEXIST', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG'].includes(error.code))
        throw new ReleaseError(`The release holds ${file.path} twice, or as both a file and a folder.`);
      throw error;
    }
  }
  return about;
}
