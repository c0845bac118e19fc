#!/usr/bin/env node
/**
 * `pnpm new:remote <name>`: creates remotes/<name> with the house layout, its pages from the remote
 * contract showing a placeholder, its i18n namespace in every language, its entries in
 * host/public/remotes.json (`pnpm start`, e2e) and deploy/remotes.compose.json, its docker-compose
 * service, then runs `pnpm install`. `pnpm start` then builds and serves it and the host shows its
 * pages. `--skip-install` leaves the install out; `--root=<dir>` works on another checkout.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planRemote } from './new-remote/plan.mjs';

const args = process.argv.slice(2);
// `--root=<dir>`: another checkout (the script's test generates into a copy).
const root = path.resolve(
  args.find((arg) => arg.startsWith('--root='))?.slice('--root='.length) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const name = args.find((arg) => !arg.startsWith('--'));
if (!name) {
  console.error('usage: pnpm new:remote <name> [--skip-install]');
  process.exit(2);
}

let plan;
try {
  plan = planRemote(root, name);
} catch (error) {
  console.error(`new:remote: ${error.message}`);
  process.exit(1);
}

for (const [file, text] of Object.entries({ ...plan.files, ...plan.edits })) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
console.log(`new:remote: wrote remotes/${name} and ${Object.keys(plan.edits).join(', ')}`);

// The house format (the templates are close to it; prettier settles line widths).
const written = Object.keys({ ...plan.files, ...plan.edits }).filter((file) =>
  /\.(tsx?|mjs|json|md)$/.test(file),
);
spawnSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', ...written], {
  cwd: root,
  stdio: 'inherit',
});

if (!args.includes('--skip-install')) {
  const install = spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const first = plan.pages[0];
console.log(
  [
    '',
    `  remotes/${name} is ready (port ${plan.port}). Next:`,
    `    pnpm --filter @exchange/${name} test typecheck`,
    `    pnpm start            # builds it; the host shows it at http://localhost:3000${first.path}`,
    `    pnpm --filter @exchange/${name} dev   # alone on http://localhost:${plan.port}`,
    '',
  ].join('\n'),
);
