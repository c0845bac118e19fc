import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@exchange/i18n';
import { renderWithTheme } from '../../testing';
import { FailureMessage } from './FailureMessage';

beforeAll(() => createI18n({ locale: 'en', namespaces: ['server'] }));

describe('FailureMessage', () => {
  it('shows the server message of a notice, and an unknown key as text', () => {
    const { rerender } = renderWithTheme(<FailureMessage message={{ messageKey: 'account.notFound' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No account with this e-mail or phone');
    rerender(<FailureMessage message={{ messageKey: 'Pair closed for today' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pair closed for today');
  });

  it('announces a success as a status, and shows nothing without a message', () => {
    const { rerender, container } = renderWithTheme(<FailureMessage message="Placed" tone="success" />);
    expect(screen.getByRole('status')).toHaveTextContent('Placed');
    rerender(<FailureMessage message={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a failed page with a retry', async () => {
    const retry = jest.fn();
    renderWithTheme(<FailureMessage level="page" message="Could not load" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
