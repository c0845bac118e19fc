import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell } from '../testing/renderShell';
import { initialLocale } from '@exchange/starter';

describe('language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.lang = 'en';
  });

  it('defaults to en and saves it when nothing is stored', () => {
    const { sdk } = createTestSdk();
    expect(initialLocale(sdk.storage)).toBe('en');
    expect(sdk.storage.get('locale')).toBe('en');
  });

  it('keeps a stored locale', () => {
    const { sdk } = createTestSdk();
    sdk.storage.set('locale', 'arabic');
    expect(initialLocale(sdk.storage)).toBe('arabic');
  });

  it('stores the choice, tells the server with set/lang, then reloads', async () => {
    const test = createTestSdk();
    test.server.on('/api/set/lang', { body: { type: 'ok', message: { lang: 'de' } } });
    const reload = jest.fn();
    await renderShell({ path: '/team', test, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(test.sdk.storage.get('locale')).toBe('de');
    const setLang = test.server.requests.find((request) => request.path === '/api/set/lang');
    expect(setLang?.method).toBe('POST');
    expect(setLang?.fields.lang).toBe('de');
  });

  it('turns the document right-to-left for Arabic, even if the server call fails', async () => {
    const test = createTestSdk();
    test.server.on('/api/set/lang', { networkError: true });
    const reload = jest.fn();
    await renderShell({ path: '/team', test, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(test.sdk.storage.get('locale')).toBe('arabic');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('offers all 14 start-up languages', async () => {
    await renderShell({ path: '/team' });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(14);
  });
});
