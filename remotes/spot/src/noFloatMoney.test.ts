import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 4 "Money": no float arithmetic on money in this remote. eslint already forbids parseFloat;
 * this also catches `Number(...)`, `toFixed(` and unary-plus conversions, which would turn a decimal
 * string into a float. The few places that convert for drawing (never for money arithmetic) are
 * listed here with their reason, so a new one is a deliberate, reviewed change.
 */
const allowed: Record<string, { count: number; why: string }> = {
  'components/PairList.tsx': { count: 1, why: 'a category tab id, not money' },
  'model/depth.ts': { count: 1, why: "the depth chart's coordinates; its readout shows the decimal strings" },
};

const srcDir = __dirname;
const floatConversion = /\bparseFloat\b|\bNumber\s*\(|\.toFixed\s*\(|[=(,:]\s*\+\s*[a-zA-Z_]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('converts decimal strings to floats only where listed', () => {
  const found: Record<string, number> = {};
  for (const file of sourceFiles(srcDir)) {
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    const hits = code.match(floatConversion)?.length ?? 0;
    if (hits > 0) found[path.relative(srcDir, file).split(path.sep).join('/')] = hits;
  }
  const expected = Object.fromEntries(Object.entries(allowed).map(([file, { count }]) => [file, count]));
  expect(found).toEqual(expected);
});
