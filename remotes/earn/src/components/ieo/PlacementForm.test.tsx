import { screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { PlacementForm } from './PlacementForm';
import { renderPage } from '../../testing/render';
import { earnServer, keysSent } from '../../testing/earnServer';
import { NOW, ok, project, projectOrder } from '../../testing/fixtures';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);
const HOUR = 3_600_000;

const ended = project(2, { time_status: 3, end_at: NOW - 2 * HOUR, sell_begin: NOW - HOUR, drawn: 1 });
const won = projectOrder({ project_id: 2, type: 2, status: 1, coin_amount: '40', total_price: '20' });

async function renderForm() {
  const test = earnServer();
  await renderPage(<PlacementForm project={ended} order={won} now={NOW} onDone={() => undefined} />, {
    test,
  });
  return test;
}

const button = () => screen.getByRole('button', { name: 'Pay and receive coins' });
async function place() {
  await userEvent.click(button());
  await waitFor(() => expect(button()).toBeEnabled());
}
const keys = (test: Awaited<ReturnType<typeof renderForm>>) => keysSent(test, '/api/project/buy');

describe('PlacementForm Idempotency-Key: one per placement the user means', () => {
  it('sends the same key on the retries after a network error and a gateway timeout, a new one after a success', async () => {
    const test = await renderForm();
    test.server.on('/api/project/buy', { networkError: true });
    await place();
    test.server.on('/api/project/buy', { status: 504, body: undefined });
    await place();
    test.server.on('/api/project/buy', ok({ ...won, status: 2 }));
    await place();
    expect(await screen.findByText('Placement complete')).toBeInTheDocument();
    await place();
    await waitFor(() => expect(keys(test)).toHaveLength(4));
    const [first, timedOut, placed, next] = keys(test);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect([timedOut, placed]).toEqual([first, first]);
    expect(next).not.toBe(first);
  });
});
