import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMarkets } from '../testing/render';
import { LanguageSelect } from './LanguageSelect';

const homeTwelve = [
  'English',
  'فارسی',
  'Deutsch',
  'Português',
  'Русский',
  'Español',
  'Français',
  '日本語',
  '한국어',
  'Tiếng Việt',
  'ไทย',
  '繁體中文',
];

describe('LanguageSelect', () => {
  it("offers the spec's 12 home languages in its order, the current one selected", async () => {
    await renderMarkets(<LanguageSelect reload={jest.fn()} />, {
      prepare: (test) => test.sdk.storage.set('locale', 'en'),
    });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(homeTwelve);
    expect(select).toHaveValue('en');
  });

  it('switches the language: stored, told to the server, page reloaded', async () => {
    const reload = jest.fn();
    const { test } = await renderMarkets(<LanguageSelect reload={reload} />, {
      prepare: (test) => test.server.on('/api/set/lang', { body: { type: 'ok', message: { lang: 'de' } } }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(test.sdk.storage.get('locale')).toBe('de');
    const call = test.server.requests.find((request) => request.path === '/api/set/lang');
    expect(call?.fields.lang).toBe('de');
  });

  it('switches even when the server call fails, turning the page right-to-left for Persian', async () => {
    const reload = jest.fn();
    const { test } = await renderMarkets(<LanguageSelect reload={reload} />, {
      prepare: (test) => test.server.on('/api/set/lang', { networkError: true }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'فارسی');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(test.sdk.storage.get('locale')).toBe('fa');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('keeps a current language outside the home list selected (Arabic)', async () => {
    await renderMarkets(<LanguageSelect reload={jest.fn()} />, {
      locale: 'arabic',
      prepare: (test) => test.sdk.storage.set('locale', 'arabic'),
    });
    const select = screen.getByRole('combobox', { name: 'اللغة' });
    expect(select).toHaveValue('arabic');
    expect(within(select).getAllByRole('option')).toHaveLength(13);
  });
});
