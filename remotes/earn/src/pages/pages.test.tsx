import { screen } from '@testing-library/react';
import IeoListPage from './IeoListPage';
import IeoDetailPage from './IeoDetailPage';
import LockPage from './LockPage';
import LockDetailPage from './LockDetailPage';
import { renderPage } from '../testing/render';

describe('the earn pages', () => {
  it.each([
    ['IeoListPage', IeoListPage],
    ['IeoDetailPage', IeoDetailPage],
    ['LockPage', LockPage],
    ['LockDetailPage', LockDetailPage],
  ] as const)('%s shows its heading and its text from the earn namespace', async (_name, Page) => {
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn' })).toBeInTheDocument();
    expect(screen.getByText('This page is under construction.')).toBeInTheDocument();
  });
});
