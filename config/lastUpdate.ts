// Each page's "Last updated" date, and the sitemap's lastmod, come from git history. They are
// shown only when the whole history is at hand: a build from a tarball has no history (and
// Docusaurus 3.8 stops with an error when git cannot read one), and a shallow clone would date
// every page by the one commit it holds. CI checks out with `fetch-depth: 0` for that reason.
import {execFileSync} from 'node:child_process';

const git = (dir: string, args: string[]): string =>
  execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();

/** True when `dir` is in a git work tree that has its whole history. */
export function hasFullGitHistory(dir: string): boolean {
  try {
    return git(dir, ['rev-parse', '--is-shallow-repository']) === 'false';
  } catch {
    return false;
  }
}

/** When the last commit that changed `file` was made, as ISO 8601; undefined if none did. */
export function lastCommitDate(dir: string, file: string): string | undefined {
  try {
    const seconds = git(dir, ['log', '-1', '--format=%ct', '--', file]);
    return seconds ? new Date(Number(seconds) * 1000).toISOString() : undefined;
  } catch {
    return undefined;
  }
}
