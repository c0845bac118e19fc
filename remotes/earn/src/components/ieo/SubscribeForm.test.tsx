import { screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { SubscribeForm } from './SubscribeForm';
import { renderPage } from '../../testing/render';
import { earnServer, keysSent, sent } from '../../testing/earnServer';
import { ok, project, projectOrder } from '../../testing/fixtures';

const userEvent = userEventLibrary.setup({ delay: null });
jest.setTimeout(20_000);

async function renderForm() {
  const test = earnServer();
  await renderPage(<SubscribeForm project={project(1)} onDone={() => undefined} />, { test });
  return test;
}

const button = () => screen.getByRole('button', { name: 'Subscribe' });
async function subscribe(quantity: string) {
  const input = screen.getByLabelText('Quantity (ABC)');
  await userEvent.clear(input);
  await userEvent.type(input, quantity);
  await userEvent.click(button());
  await waitFor(() => expect(button()).toBeEnabled());
}
const keys = (test: Awaited<ReturnType<typeof renderForm>>) => keysSent(test, '/api/project/order');

describe('SubscribeForm Idempotency-Key: one per subscription the user means', () => {
  it('sends the same key on the retries after a network error and a gateway timeout', async () => {
    const test = await renderForm();
    test.server.on('/api/project/order', { networkError: true });
    await subscribe('100');
    test.server.on('/api/project/order', { status: 504, body: undefined });
    await subscribe('100');
    test.server.on('/api/project/order', ok(projectOrder()));
    await subscribe('100');
    expect(await screen.findByText('Subscription submitted')).toBeInTheDocument();
    expect(keys(test)).toHaveLength(3);
    expect(keys(test)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(new Set(keys(test)).size).toBe(1);
  });

  it('sends a new key after a success, even for the same quantity, and for an edited one', async () => {
    const test = await renderForm();
    test.server.on('/api/project/order', ok(projectOrder()));
    await subscribe('100');
    expect(await screen.findByText('Subscription submitted')).toBeInTheDocument();
    test.server.on('/api/project/order', { networkError: true });
    await subscribe('100');
    await subscribe('120');
    const [first, next, edited] = keys(test);
    expect(keys(test)).toHaveLength(3);
    expect(next).not.toBe(first);
    expect(edited).not.toBe(next);
    expect(sent(test, '/api/project/order').map((fields) => fields.amount)).toEqual(['100', '100', '120']);
  });
});
