import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestSdk } from '@exchange/sdk/testing';
import { renderShell, stubPages } from '../../testing/renderShell';
import { IdentityPage } from './IdentityPage';
import { AccountLayout } from './layouts';

const user = (review_status: 0 | 1 | 2) => ({
  id: 7,
  extension_code: 'ABC123',
  is_seller: 0,
  type: 1,
  phone: '',
  email: 'demo@exchange.local',
  area_code: '86',
  area_code_id: 1,
  account_number: 'demo@exchange.local',
  review_status,
  has_trade_password: true,
  locale: 'en',
});

async function open(review_status: 0 | 1 | 2) {
  const test = createTestSdk();
  test.sdk.storage.set('token', 'tok');
  test.server.on('/api/user/info', { body: { type: 'ok', message: user(review_status) } });
  await renderShell({
    path: '/account/authentication',
    test,
    pages: { ...stubPages, AccountLayout, IdentityPage },
  });
  return test;
}

describe('identity verification (spec §4: 0 form, 1 auditing, 2 certified)', () => {
  it('shows the state without a form while auditing or certified', async () => {
    await open(2);
    expect(await screen.findByTestId('identity-status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('checks the form with the protocol rules before sending anything', async () => {
    const test = await open(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid ID card number')).toBeInTheDocument();
    expect(test.server.requests.some((request) => request.path === '/api/user/real_name')).toBe(false);
  });

  it('refuses a file that is not a picture, uploads pictures, submits, then shows "under review"', async () => {
    const test = await open(0);
    let n = 0;
    test.server.on('/api/upload', () => ({
      body: { type: 'ok', message: `/api/uploads/pic-${(n += 1)}.png` },
    }));
    test.server.on('/api/user/real_name', { body: { type: 'ok', message: 'auth.submitted' } });
    const user = userEvent.setup({ applyAccept: false });

    await user.type(await screen.findByLabelText(/Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/ID number/), 'AB123456');
    await user.upload(
      screen.getByLabelText(/Front of the ID/),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Use a PNG, JPEG, WebP or GIF picture.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Front of the ID/),
      new File(['x'], 'front.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('img', { name: /Front of the ID/ })).toBeInTheDocument());
    await user.upload(
      screen.getByLabelText(/Back of the ID/),
      new File(['y'], 'back.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('img', { name: /Back of the ID/ })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByTestId('identity-status')).toHaveTextContent('Under review'));
    const sent = test.server.requests.find((request) => request.path === '/api/user/real_name');
    expect(sent?.fields).toMatchObject({
      name: 'Ada Lovelace',
      card_id: 'AB123456',
      front_pic: '/api/uploads/pic-1.png',
      reverse_pic: '/api/uploads/pic-2.png',
    });
  });
});
