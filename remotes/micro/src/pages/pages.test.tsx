import { screen } from '@testing-library/react';
import SecondsPage from './SecondsPage';
import SecondsOrderPage from './SecondsOrderPage';
import { renderPage } from '../testing/render';

describe('the micro pages', () => {
  it.each([
    ['SecondsPage', SecondsPage],
    ['SecondsOrderPage', SecondsOrderPage],
  ] as const)('%s shows its heading and its text from the micro namespace', async (_name, Page) => {
    await renderPage(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seconds trading' })).toBeInTheDocument();
    expect(screen.getByText('This page is under construction.')).toBeInTheDocument();
  });
});
