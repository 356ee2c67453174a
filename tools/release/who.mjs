// Who makes a release and from which commit: read from git on the machine running the command.
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commit the working tree is at, or "0000000" outside git. */
export function currentCommit(cwd) {
  try {
    return git(['rev-parse', 'HEAD'], cwd);
  } catch {
    return '0000000';
  }
}

/** Who is releasing: RELEASE_BY (a pipeline names itself), else the git user, else the account. */
export function releaser(env, cwd) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const name = git(['config', 'user.name'], cwd);
    if (name) return name;
  } catch {
    // No git identity: the account below.
  }
  return userInfo().username;
}
