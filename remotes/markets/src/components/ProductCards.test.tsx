import { screen, within } from '@testing-library/react';
import { renderMarkets } from '../testing/render';
import { ProductCards } from './ProductCards';

describe('ProductCards', () => {
  it('links every trading and earning section from home, each card named by its product', async () => {
    await renderMarkets(<ProductCards />);
    const cards = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/dealCenter',
      '/manger',
      '/leverdealCenter',
      '/quickRedemption',
      '/ieorg',
      '/lock',
    ]);
    expect(screen.getByRole('link', { name: /^Contracts/ })).toHaveAttribute('href', '/manger');
    expect(screen.getByRole('link', { name: /^Lock-up deposits/ })).toHaveAttribute('href', '/lock');
  });
});
