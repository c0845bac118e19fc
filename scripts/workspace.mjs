// The packages of the pnpm workspace, read from pnpm-workspace.yaml (plain folders and `parent/*`
// globs), the root package first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @returns {{ name: string, dir: string, scripts: Record<string, string> }[]} */
export function workspacePackages(root) {
  const packages = [];
  const add = (dir) => {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) return;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    packages.push({ name: json.name, dir, scripts: json.scripts ?? {} });
  };
  add('.');
  const workspace = path.join(root, 'pnpm-workspace.yaml');
  const globs = existsSync(workspace)
    ? [...readFileSync(workspace, 'utf8').matchAll(/^\s*-\s*['"]?([^'"\n]+)['"]?\s*$/gm)].map((m) => m[1])
    : [];
  for (const glob of globs) {
    if (glob.endsWith('/*')) {
      const parent = glob.slice(0, -2);
      if (!existsSync(path.join(root, parent))) continue;
      for (const entry of readdirSync(path.join(root, parent), { withFileTypes: true }))
        if (entry.isDirectory()) add(path.join(parent, entry.name));
    } else add(glob);
  }
  return packages;
}
