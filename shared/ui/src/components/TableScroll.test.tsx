import { render, screen } from '@testing-library/react';
import { TableScroll } from './TableScroll';

describe('TableScroll', () => {
  it('is a named region the keyboard can reach', () => {
    render(
      <TableScroll label="Open orders">
        <table />
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Open orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).not.toBeNull();
  });
});
