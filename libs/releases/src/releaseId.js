// A release's id: the moment it was made (UTC, to the second) and the commit it was built from, so ids sort by time
// and say what they hold: "20261129T004512Z-3f2a9c1".
const ID = /^(\d{8}T\d{6}Z)-([0-9a-f]{7,40})$/;

export function releaseId(at, commit) {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${commit.slice(0, 7)}`;
}

export const isReleaseId = (value) => typeof value === 'string' && ID.test(value);
