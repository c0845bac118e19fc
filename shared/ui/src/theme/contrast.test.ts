import { themes, type ThemeColors } from './tokens';

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour on background colour pairs the apps draw; every one must reach AA for normal text. */
const pairs: ReadonlyArray<[keyof ThemeColors, keyof ThemeColors]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'surfaceRaised'],
  ['up', 'surface'],
  ['up', 'surfaceRaised'],
  ['down', 'surface'],
  ['down', 'surfaceRaised'],
  ['upText', 'up'],
  ['downText', 'down'],
  ['primaryText', 'primary'],
];

describe.each(Object.values(themes))('the $mode theme', (theme) => {
  it.each(pairs)('%s on %s reaches 4.5:1 (WCAG 1.4.3)', (fg, bg) => {
    expect(contrast(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
});
