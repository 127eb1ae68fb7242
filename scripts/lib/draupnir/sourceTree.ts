// Reads a Draupnir checkout: either a (bare) git directory at a tag, through git itself, or a plain
// directory on disk. The extractor sees only this interface, so both behave the same.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, realpathSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export interface SourceTree {
  /** The tag the files come from, e.g. `v3.1.0`. */
  readonly tag: string;
  /** The full commit id the tag points at. */
  readonly commit: string;
  /** Every file path, relative to the repository root, with `/` separators, sorted. */
  readonly paths: readonly string[];
  has(path: string): boolean;
  /** The file's text; throws when the file does not exist. */
  read(path: string): string;
}

function git(gitDir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {input, maxBuffer: 512 * 1024 * 1024});
}

/** Text files the extractor may read; everything else (images, lock files) is left in git. */
const WANTED = /\.(ts|tsx|json|ya?ml)$/;

/**
 * The tree of `tag` in the git directory `gitDir` (bare or not). Every wanted blob is read with one
 * `git cat-file --batch`, so the extractor never runs git once per file.
 */
export function gitTagTree(gitDir: string, tag: string): SourceTree {
  const commit = git(gitDir, ['rev-parse', '--verify', `${tag}^{commit}`]).toString().trim();
  const listing = git(gitDir, ['ls-tree', '-r', '-z', commit]).toString().split('\0').filter(Boolean);
  const blobs = new Map<string, string>();
  for (const entry of listing) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
    if (match && WANTED.test(match[2])) blobs.set(match[2], match[1]);
  }
  const paths = [...blobs.keys()].sort();
  const output = git(gitDir, ['cat-file', '--batch'], paths.map((p) => blobs.get(p)).join('\n') + '\n');
  const files = new Map<string, string>();
  let offset = 0;
  for (const path of paths) {
    const headerEnd = output.indexOf(0x0a, offset);
    const [, type, size] = output.subarray(offset, headerEnd).toString().split(' ');
    if (type !== 'blob') throw new Error(`git cat-file gave ${type} for ${path}`);
    const start = headerEnd + 1;
    files.set(path, output.subarray(start, start + Number(size)).toString('utf8'));
    offset = start + Number(size) + 1;
  }
  return {
    tag,
    commit,
    paths,
    has: (path) => files.has(path),
    read(path) {
      const text = files.get(path);
      if (text === undefined) throw new Error(`${path} is not in ${tag} (${commit})`);
      return text;
    },
  };
}

function walk(root: string, dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === '.git' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(root, path);
    return WANTED.test(entry.name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * A checkout on disk. The tag and commit come from git when the directory is a git work tree
 * (`git describe --tags --exact-match`, `git rev-parse HEAD`), or from `tag`/`commit` when given.
 */
export function directoryTree(root: string, given: {tag?: string; commit?: string} = {}): SourceTree {
  const fromGit = (args: string[]) => {
    try {
      return execFileSync('git', ['-C', root, ...args], {stdio: ['ignore', 'pipe', 'ignore']}).toString().trim();
    } catch {
      return undefined;
    }
  };
  // Only the checkout's own repository counts, not one that happens to contain the folder.
  const ownRepository = fromGit(['rev-parse', '--show-toplevel']) === realpathSync(root);
  const tag = given.tag ?? (ownRepository ? fromGit(['describe', '--tags', '--exact-match', 'HEAD']) : undefined);
  const commit = given.commit ?? (ownRepository ? fromGit(['rev-parse', 'HEAD']) : undefined);
  if (!tag || !commit) {
    throw new Error(`${root}: cannot tell which tag and commit this checkout is; pass --tag and --commit`);
  }
  const paths = walk(root, root).sort();
  const known = new Set(paths);
  return {
    tag,
    commit,
    paths,
    has: (path) => known.has(path),
    read(path) {
      const file = join(root, path);
      if (!known.has(path) || !existsSync(file)) throw new Error(`${path} is not in ${root}`);
      return readFileSync(file, 'utf8');
    },
  };
}
