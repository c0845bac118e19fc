/**
 * A short, readable name for a login's User-Agent ("Chrome on Windows"); the full string stays in
 * the row's title. Unknown agents show as they are, cut to 40 characters.
 */
const browsers: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/(Chrome|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceName {
  browser?: string;
  system?: string;
  raw: string;
}

export function deviceName(userAgent: string): DeviceName {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return { browser, system, raw: userAgent.slice(0, 40) };
}
