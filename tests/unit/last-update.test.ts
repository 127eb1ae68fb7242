// The pages' dates come from git, and only from the whole history: a tarball (no git) or a shallow
// clone gives no dates rather than failing or dating every page by its one commit.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {hasFullGitHistory, lastCommitDate, lastCommitDates} from '../../config/lastUpdate';

const scratch = mkdtempSync(join(tmpdir(), 'last-update-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** A repository with two commits a day apart: a.md in both, b.md only in the first. */
function repository(): string {
  const dir = mkdtempSync(join(scratch, 'repo-'));
  mkdirSync(join(dir, 'docs'));
  const git = (args: string[], date: string) =>
    execFileSync('git', args, {cwd: dir, env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date}, stdio: 'ignore'});
  git(['init', '-q'], '2025-01-01T00:00:00Z');
  for (const [files, date] of [[['a.md', 'b.md'], '2025-01-01T00:00:00Z'], [['a.md'], '2025-01-02T00:00:00Z']] as const) {
    for (const file of files) writeFileSync(join(dir, 'docs', file), date);
    git(['add', '.'], date);
    git(['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', date], date);
  }
  return dir;
}

test('each file’s date is its last commit, read in one pass or file by file alike', () => {
  const dir = repository();
  assert.equal(hasFullGitHistory(dir), true);
  const dates = lastCommitDates(dir, ['docs']);
  assert.deepEqual(Object.fromEntries(dates), {'docs/a.md': '2025-01-02T00:00:00.000Z', 'docs/b.md': '2025-01-01T00:00:00.000Z'});
  for (const [file, date] of dates) assert.equal(lastCommitDate(dir, file), date);
});

test('a shallow clone or a folder outside git has no history to date pages with', () => {
  const dir = repository();
  const shallow = join(scratch, 'shallow');
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, shallow], {stdio: 'ignore'});
  assert.equal(hasFullGitHistory(shallow), false);
  const tarball = join(scratch, 'tarball');
  mkdirSync(tarball);
  assert.equal(hasFullGitHistory(tarball), false);
});
