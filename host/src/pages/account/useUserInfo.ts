import { useEffect, useState } from 'react';
import { userInfo as userInfoEndpoint, type UserInfo } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';

export type UserInfoState =
  { status: 'loading' } | { status: 'ready'; user: UserInfo } | { status: 'failed' };

/** user/info for the account pages; failures are already routed by the sdk (999 -> login...). */
export function useUserInfo(): UserInfoState {
  const { api } = useSdk();
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void api.call(userInfoEndpoint, {}).then((result) => {
      if (live)
        setState(result.type === 'ok' ? { status: 'ready', user: result.message } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
