import { screen } from '@testing-library/react';
import LeverTransactionsPage from './LeverTransactionsPage';
import LeverListPage from './LeverListPage';
import ContractPage from './ContractPage';
import LeverRecordPage from './LeverRecordPage';
import { renderPage } from '../testing/render';

describe('the contracts pages', () => {
  it.each([
    ['LeverTransactionsPage', LeverTransactionsPage],
    ['LeverListPage', LeverListPage],
    ['ContractPage', ContractPage],
    ['LeverRecordPage', LeverRecordPage],
  ] as const)('%s shows its heading and its text from the contracts namespace', async (_name, Page) => {
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    expect(screen.getByText('This page is under construction.')).toBeInTheDocument();
  });
});
