import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { themeBeforePaintCss, themeBeforePaintScript } from '@exchange/ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderShell } from '../testing/renderShell';

describe('theme', () => {
  it('is white by default', async () => {
    await renderShell({ path: '/team' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'white');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to the dark theme');
  });

  it('toggles to dark, persists under `theme`, and comes back from storage on the next start', async () => {
    const test = createTestSdk();
    const { unmount } = await renderShell({ path: '/team', test });
    await userEvent.click(screen.getByTestId('theme-toggle'));
    expect(test.sdk.storage.get('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    unmount();
    document.documentElement.setAttribute('data-theme', 'white');
    await renderShell({ path: '/team', test });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to the white theme');
  });

  it('is applied before first paint by the inline script of index.html (same as @exchange/ui)', () => {
    const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<script>${themeBeforePaintScript}</script>`);
    expect(html).toContain(`<style>${themeBeforePaintCss}</style>`);
  });
});
