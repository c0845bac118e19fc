import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The protocol is a shared singleton the host loads before its first paint (the sdk parses every
 * response with it), so its zod counts against the host's first-paint budget (`pnpm bench:bundle`).
 * Classic `zod` is a method-chaining class hierarchy that cannot be tree-shaken (~27 KB gzip);
 * `zod/mini` is the same core with a functional API that bundlers shake down to what we use.
 * A namespace import keeps it shakable too: `import { z }` pulls zod's whole `z` object
 * (every locale included) into an esbuild bundle.
 */
const allowed = new Set(["import * as z from 'zod/mini';", "import type * as z from 'zod/mini';"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every statement of the file that mentions a zod module, normalised to one line. */
function zodImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = text.match(/(?:import|export)[^;]*?from\s*['"]zod(?:\/[^'"]*)?['"];?/g) ?? [];
  const dynamic = text.match(/(?:import|require)\(\s*['"]zod(?:\/[^'"]*)?['"]\s*\)/g) ?? [];
  return [...statements, ...dynamic].map((s) => s.replace(/\s+/g, ' '));
}

describe('the protocol uses zod/mini only', () => {
  const files = sourceFiles(__dirname).filter((file) => file !== __filename);

  it('finds the schema files', () => {
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['account.ts', 'wire.ts']),
    );
  });

  it('imports zod only as `import * as z from "zod/mini"`', () => {
    const offending = files.flatMap((file) =>
      zodImports(file)
        .filter((statement) => !allowed.has(statement))
        .map((statement) => `${path.relative(__dirname, file)}: ${statement}`),
    );
    expect(offending).toEqual([]);
  });
});
