// Each page's "Last updated" date, and the sitemap's lastmod, come from git history. They are
// shown only when the whole history is at hand: a build from a tarball has no history (and
// Docusaurus 3.8 stops with an error when git cannot read one), and a shallow clone would date
// every page by the one commit it holds. CI checks out with `fetch-depth: 0` for that reason.
// Docusaurus would run `git log` once per page; one `git log` over docs/ gives every date at once.
import {execFileSync} from 'node:child_process';

const git = (dir: string, args: string[]): string =>
  execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024}).trim();

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

/**
 * The same date for every file under `paths` (relative to `dir`) that a commit changed, by path
 * relative to `dir`, from one pass over the history: each file's first appearance is its newest.
 */
export function lastCommitDates(dir: string, paths: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  const log = git(dir, ['-c', 'core.quotePath=false', 'log', '--relative', '--name-only', '--format=%x1e%ct', '--', ...paths]);
  for (const commit of log.split('\x1e').slice(1)) {
    const [seconds, ...files] = commit.split('\n').filter(Boolean);
    const date = new Date(Number(seconds) * 1000).toISOString();
    for (const file of files) if (!dates.has(file)) dates.set(file, date);
  }
  return dates;
}
