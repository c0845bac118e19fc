import { failureNotice, genericFailureKey } from './failure-notice';

describe('failureNotice', () => {
  it('shows the server message (and its params) of error and not answers', () => {
    expect(failureNotice({ type: 'error', message: 'wallet.insufficient', params: { min: 5 } })).toEqual({
      messageKey: 'wallet.insufficient',
      params: { min: 5 },
    });
    expect(failureNotice({ type: 'not', message: 'trade.bindPassword' })).toEqual({
      messageKey: 'trade.bindPassword',
    });
  });

  it('shows nothing for what the routing already handled or ignores', () => {
    for (const type of [999, 996, 997, 555, 998] as const)
      expect(failureNotice({ type, message: 'routed' })).toBeNull();
    expect(failureNotice({ type: 'http', message: 'http', status: 401 })).toBeNull();
    expect(failureNotice({ type: 'network', message: 'network' })).toBeNull();
    expect(failureNotice({ type: 'duplicate', message: 'duplicate' })).toBeNull();
  });

  it('shows the generic text for a broken answer or another HTTP status', () => {
    expect(failureNotice({ type: 'invalid_response', message: 'invalid_response', issues: 'x' })).toEqual({
      messageKey: genericFailureKey,
    });
    expect(failureNotice({ type: 'http', message: 'http', status: 502 })).toEqual({
      messageKey: genericFailureKey,
    });
  });
});
