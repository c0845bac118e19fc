/** The two themes of spec §4; white is the default. */
export const themeModes = ['white', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];
export const defaultThemeMode: ThemeMode = 'white';

export interface ThemeColors {
  bg: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  primaryText: string;
  /** Price up / buy. */
  up: string;
  /** Price down / sell. */
  down: string;
  /** Text on an `up` fill (the buy button): 4.5:1 or more. */
  upText: string;
  /** Text on a `down` fill (the sell button): 4.5:1 or more. */
  downText: string;
  warning: string;
  focus: string;
  overlay: string;
}

export interface AppTheme {
  mode: ThemeMode;
  colors: ThemeColors;
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radii: { sm: string; md: string; lg: string; round: string };
  fonts: { body: string; mono: string };
  fontSizes: { sm: string; md: string; lg: string; xl: string };
  shadow: string;
  zIndex: { dropdown: number; modal: number; toast: number };
}

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radii: { sm: '2px', md: '4px', lg: '8px', round: '999px' },
  fonts: {
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { sm: '12px', md: '14px', lg: '16px', xl: '20px' },
  zIndex: { dropdown: 100, modal: 1000, toast: 1100 },
} as const;

export const themes: Readonly<Record<ThemeMode, AppTheme>> = {
  white: {
    ...shared,
    mode: 'white',
    colors: {
      bg: '#f5f6f8',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      text: '#1b1f2a',
      muted: '#5f6775',
      border: '#dfe2e8',
      primary: '#1d5fd6',
      primaryText: '#ffffff',
      up: '#0a8156', // 4.9:1 on surface, 4.5:1 on bg (WCAG AA for 14 px figures)
      down: '#d0324a',
      upText: '#ffffff', // 4.9:1 on up
      downText: '#ffffff', // 5.0:1 on down
      warning: '#a86400',
      focus: '#1d5fd6',
      overlay: 'rgba(10, 14, 22, 0.5)',
    },
    shadow: '0 4px 16px rgba(20, 30, 50, 0.12)',
  },
  dark: {
    ...shared,
    mode: 'dark',
    colors: {
      bg: '#0f131a',
      surface: '#171c25',
      surfaceRaised: '#1f2531',
      text: '#e7eaf0',
      muted: '#98a1b2',
      border: '#2c3340',
      primary: '#4d8dff',
      primaryText: '#0b0f16',
      up: '#2ebd85',
      down: '#f7566b', // 4.75:1 on surfaceRaised (hovered rows), 5.3:1 on surface
      // Dark text on the bright fills, as primaryText on primary: white on #2ebd85 was 2.4:1.
      upText: '#0b0f16', // 8.0:1
      downText: '#0b0f16', // 5.9:1
      warning: '#f0b90b',
      focus: '#7aa9ff',
      overlay: 'rgba(0, 0, 0, 0.65)',
    },
    shadow: '0 4px 20px rgba(0, 0, 0, 0.5)',
  },
};

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'white' || value === 'dark';
}

// Typed `props.theme` in every styled component of every app that imports this package.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
