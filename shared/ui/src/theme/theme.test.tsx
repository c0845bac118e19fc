import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { setUpI18n } from '../testing';
import { applyThemeBeforePaint, themeBeforePaintCss, themeBeforePaintScript } from './applyThemeBeforePaint';
import { ThemeProvider } from './ThemeProvider';
import { themes } from './tokens';

beforeAll(() => setUpI18n());
afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const Swatch = styled.div`
  color: ${({ theme }) => theme.colors.up};
  background: ${({ theme }) => theme.colors.surface};
`;

it('gives components the tokens of the chosen mode', () => {
  const { rerender } = render(
    <ThemeProvider mode="white">
      <Swatch>price</Swatch>
    </ThemeProvider>,
  );
  expect(getComputedStyle(screen.getByText('price')).backgroundColor).toBe('rgb(255, 255, 255)');
  rerender(
    <ThemeProvider mode="dark">
      <Swatch>price</Swatch>
    </ThemeProvider>,
  );
  expect(getComputedStyle(screen.getByText('price')).backgroundColor).toBe('rgb(23, 28, 37)');
});

it('defines the same token names for white and dark, with distinct up and down colours', () => {
  expect(Object.keys(themes.dark.colors).sort()).toEqual(Object.keys(themes.white.colors).sort());
  for (const theme of Object.values(themes)) expect(theme.colors.up).not.toBe(theme.colors.down);
  expect(themes.dark.colors.bg).not.toBe(themes.white.colors.bg);
});

it('applies the stored theme before paint, white when nothing valid is stored', () => {
  expect(applyThemeBeforePaint()).toBe('white');
  expect(document.documentElement).toHaveAttribute('data-theme', 'white');
  localStorage.setItem('theme', 'dark');
  expect(applyThemeBeforePaint()).toBe('dark');
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  localStorage.setItem('theme', 'purple');
  expect(applyThemeBeforePaint()).toBe('white');
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(applyThemeBeforePaint(document, blocked)).toBe('white');
});

it('ships the same logic as an inline script, with CSS for both themes', () => {
  localStorage.setItem('theme', 'dark');
  new Function(themeBeforePaintScript)();
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(themeBeforePaintCss).toContain(`html[data-theme='dark']{background:${themes.dark.colors.bg}`);
  expect(themeBeforePaintCss).toContain(`html[data-theme='white']{background:${themes.white.colors.bg}`);
});
