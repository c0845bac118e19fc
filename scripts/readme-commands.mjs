// Checks the `pnpm <x>` commands the READMEs tell a reader to run (issue 22 §7): each must run a
// script that exists (of the root package or of the package whose README it is, or of the packages a
// `--filter` names), or be a pnpm built-in that does what is meant (install, exec, dlx, add, remove).
// A script named like a pnpm built-in never runs (`pnpm server` starts pnpm's own store server and
// exits 0 in silence), so such a name is reported even when the script exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspacePackages } from './workspace.mjs';

/** Built-ins a README may name for what they are. */
const meantBuiltins = new Set(['install', 'i', 'add', 'remove', 'rm', 'exec', 'dlx', 'create']);
/** Built-ins that run the package script of that name (`pnpm run x`, `pnpm test`, `pnpm start`). */
const scriptRunners = new Set(['run', 'run-script', 'test', 't', 'start']);
/** pnpm 10's other commands: a script of one of these names is shadowed by the built-in. */
const shadowingBuiltins = new Set([
  'approve-builds',
  'audit',
  'bin',
  'cat-file',
  'cat-index',
  'ci',
  'config',
  'c',
  'dedupe',
  'deploy',
  'doctor',
  'env',
  'fetch',
  'find-hash',
  'get',
  'help',
  'ignored-builds',
  'import',
  'init',
  'install-test',
  'it',
  'licenses',
  'link',
  'ln',
  'list',
  'ls',
  'outdated',
  'pack',
  'patch',
  'patch-commit',
  'patch-remove',
  'prune',
  'publish',
  'rebuild',
  'rb',
  'recursive',
  'root',
  'sbom',
  'self-update',
  'server',
  'set',
  'setup',
  'store',
  'unlink',
  'up',
  'update',
  'why',
]);
/** Options that take a value, before the command. */
const valueOptions = new Set([
  '--filter',
  '-F',
  '--dir',
  '-C',
  '--workspace-dir',
  '--reporter',
  '--loglevel',
]);

const skippedDirs = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** Every README.md of the repository (dot folders, dependencies and outputs left out). */
export function findReadmes(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skippedDirs.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'README.md') found.push(full);
    }
  };
  walk(root);
  return found.sort();
}

/** The code of a markdown text: fenced blocks and inline code spans, where commands are written. */
export function codeOf(markdown) {
  const pieces = [];
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_all, _fence, body) => {
    pieces.push(body);
    return '';
  });
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) pieces.push(match[1]);
  return pieces;
}

/** Each `pnpm …` command in `code`, as its words (up to a comment, a pipe or the next command). */
export function pnpmCommands(code) {
  const commands = [];
  for (const match of code.matchAll(/(?:^|[\s;&|(=])pnpm((?:[ \t]+[^\s;&|#)`]+)*)/g)) {
    commands.push(
      match[1]
        .trim()
        .split(/[ \t]+/)
        .filter(Boolean)
        .map((word) => word.replace(/^['"]|['"]$/g, '')),
    );
  }
  return commands;
}

/** The workspace's packages: name, folder (relative to root) and scripts. */
const globToRegExp = (glob) =>
  new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The packages a `--filter` selector names (a package name or a ./folder, with * globs). */
function selected(selector, packages) {
  const bare = selector.replace(/^!/, '').replace(/\.\.\.$|^\.\.\./g, '');
  if (bare.startsWith('./') || bare.startsWith('{')) {
    const folder = globToRegExp(path.normalize(bare.replace(/^\{|\}$/g, '')));
    return packages.filter((p) => p.dir !== '.' && folder.test(path.normalize(p.dir)));
  }
  const name = globToRegExp(bare);
  return packages.filter((p) => p.dir !== '.' && name.test(p.name));
}

/**
 * What is wrong with one command (its words after `pnpm`) written in the README of package `home`
 * (the root package for a README outside any package); undefined when it runs what it says.
 */
export function problemOf(words, home, packages) {
  const filters = [];
  let recursive = false;
  let i = 0;
  for (; i < words.length && words[i].startsWith('-'); i++) {
    const option = words[i];
    if (option === '--filter' || option === '-F') filters.push(words[++i] ?? '');
    else if (option.startsWith('--filter=')) filters.push(option.slice('--filter='.length));
    else if (option === '-r' || option === '--recursive') recursive = true;
    else if (valueOptions.has(option)) i++;
  }
  const command = words[i];
  if (command === undefined) return undefined; // `pnpm` alone, or only options: nothing to check
  if (/^\d/.test(command)) return undefined; // prose such as "pnpm 10"
  if ([...filters, command].some((word) => /[<>]/.test(word))) return undefined; // a placeholder
  if (meantBuiltins.has(command)) return undefined;
  const script = command.startsWith('run') ? words[i + 1] : command === 't' ? 'test' : command;
  if (script === undefined) return `\`pnpm ${words.join(' ')}\` names no script`;
  if (!scriptRunners.has(command) && shadowingBuiltins.has(command))
    return `\`pnpm ${words.join(' ')}\` runs pnpm's own \`${command}\` command, not a script`;
  const root = packages.find((p) => p.dir === '.');
  let targets;
  if (filters.length > 0) {
    targets = filters.flatMap((selector) => selected(selector, packages));
    if (targets.length === 0) return `\`pnpm ${words.join(' ')}\`: no package matches ${filters.join(', ')}`;
    // With a filter, each selected package that has the script runs it (pnpm skips the others).
    return targets.some((p) => script in p.scripts)
      ? undefined
      : `\`pnpm ${words.join(' ')}\`: no script \`${script}\` in ${targets.map((p) => p.name).join(', ')}`;
  }
  if (recursive) {
    return packages.some((p) => script in p.scripts)
      ? undefined
      : `\`pnpm ${words.join(' ')}\`: no package has a script \`${script}\``;
  }
  targets = [root, home].filter(Boolean);
  return targets.some((p) => script in p.scripts)
    ? undefined
    : `\`pnpm ${words.join(' ')}\`: no script \`${script}\` in ${[...new Set(targets.map((p) => p.name))].join(' or ')}`;
}

/** The package a README belongs to: the nearest folder above it that is a workspace package. */
export function homeOf(readme, root, packages) {
  for (let dir = path.relative(root, path.dirname(readme)) || '.'; ; dir = path.dirname(dir)) {
    const found = packages.find((p) => path.normalize(p.dir) === path.normalize(dir));
    if (found) return found;
    if (dir === '.' || dir === '') return packages.find((p) => p.dir === '.');
  }
}

/** Every problem of every README under `root`, as `file: problem` lines. */
export function readmeProblems(root) {
  const packages = workspacePackages(root);
  const problems = [];
  for (const readme of findReadmes(root)) {
    const home = homeOf(readme, root, packages);
    for (const code of codeOf(readFileSync(readme, 'utf8')))
      for (const words of pnpmCommands(code)) {
        const problem = problemOf(words, home, packages);
        if (problem) problems.push(`${path.relative(root, readme)}: ${problem}`);
      }
  }
  return problems;
}
