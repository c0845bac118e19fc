import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentMethodPage from './PaymentMethodPage';
import { renderPage } from '../testing/render';
import { sent, walletServer } from '../testing/walletServer';
import { cashInfo, ok } from '../testing/fixtures';

// Whole forms typed on a machine shared by many builds: more than jest's default 5 s.
jest.setTimeout(20_000);

const emptyInfo = cashInfo({ currency_list: [] });

async function renderPayment(info = emptyInfo) {
  const test = walletServer();
  test.server.on('/api/user/cash_info', ok(info));
  let uploads = 0;
  test.server.on('/api/upload', () => ok(`/api/uploads/qr-${++uploads}.png`));
  test.server.on('/api/user/cash_save', ok('cash.saved'));
  await renderPage(<PaymentMethodPage />, { test, path: '/userSetting' });
  await screen.findByLabelText(/^Real name/);
  return test;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
/** Pastes the text into the field (a whole value at once keeps the test quick). */
const type = async (label: RegExp, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

describe('PaymentMethodPage (spec §5 Payment methods)', () => {
  it('gives every missing field its own prompt and saves nothing', async () => {
    const test = await renderPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const texts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(texts).toEqual([
      'Please enter your real name',
      'Please enter the bank name',
      'Please enter the bank branch',
      'Please enter a valid bank card number',
      'Please enter your Alipay account',
      'Please upload your Alipay payment QR code',
      'Please enter your WeChat name',
      'Please enter your WeChat account',
      'Please upload your WeChat payment QR code',
    ]);
    expect(sent(test, '/api/user/cash_save')).toHaveLength(0);
  });

  it('refuses a file that is not a picture', async () => {
    const test = await renderPayment();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText(/^Alipay payment QR code/), text, { applyAccept: false });
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF picture')).toBeInTheDocument();
    expect(sent(test, '/api/upload')).toHaveLength(0);
  });

  it('uploads both QR pictures and saves every field with user/cash_save', async () => {
    const test = await renderPayment();
    await type(/^Real name/, 'Li Lei');
    await type(/^Bank name/, 'Demo Bank');
    await type(/^Bank branch/, 'Head Office');
    await type(/^Bank card number/, '6222 0202 0011');
    await type(/^Alipay account/, 'lilei@alipay');
    await type(/^WeChat name/, 'lilei');
    await type(/^WeChat account/, 'wx-lilei');
    await userEvent.upload(screen.getByLabelText(/^Alipay payment QR code/), png('alipay.png'));
    await screen.findByRole('img', { name: /Alipay payment QR code/ });
    await userEvent.upload(screen.getByLabelText(/^WeChat payment QR code/), png('wechat.png'));
    await screen.findByRole('img', { name: /WeChat payment QR code/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(test, '/api/user/cash_save')).toHaveLength(1));
    expect(sent(test, '/api/user/cash_save')[0]).toEqual({
      bank_branch: 'Head Office',
      real_name: 'Li Lei',
      bank_name: 'Demo Bank',
      bank_account: '6222 0202 0011',
      alipay_account: 'lilei@alipay',
      wechat_account: 'wx-lilei',
      wechat_nickname: 'lilei',
      alipay_qr_code: '/api/uploads/qr-1.png',
      wechat_qr_code: '/api/uploads/qr-2.png',
    });
    expect(await screen.findByText('Payment methods saved')).toBeInTheDocument();
  });

  it('fills the form with what is saved', async () => {
    await renderPayment({ ...emptyInfo, real_name: 'Han Meimei', alipay_collect: '/api/uploads/a.png' });
    expect(screen.getByLabelText(/^Real name/)).toHaveValue('Han Meimei');
    expect(screen.getByRole('img', { name: /Alipay payment QR code/ })).toHaveAttribute(
      'src',
      '/api/uploads/a.png',
    );
  });
});
