import { api as endpoints } from '@exchange/protocol';
import type { ApiClient, Session } from '@exchange/sdk';

/**
 * After an ok login (spec §4, §6): store the token through the session, then the user flags the
 * header and other screens read (user_id, accountNum, extension_code, is_seller, type). If user/info
 * fails the user is still logged in; the flags are filled by the next screen that needs them.
 */
export async function completeLogin(sdk: { api: ApiClient; session: Session }, token: string): Promise<void> {
  sdk.session.login(token);
  const info = await sdk.api.call(endpoints.userInfo, {});
  if (info.type === 'ok') sdk.session.rememberUser(info.message);
}
