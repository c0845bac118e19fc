import { useEffect, useState } from 'react';
import { useSdk } from '@exchange/sdk';

/** Spec §4: logged in means a token is stored; follows login, logout, expiry and other tabs. */
export function useLoggedIn(): boolean {
  const { session } = useSdk();
  const [loggedIn, setLoggedIn] = useState(session.isLoggedIn);
  useEffect(() => {
    const subscription = session.session$.subscribe((state) => setLoggedIn(state.loggedIn));
    return () => subscription.unsubscribe();
  }, [session]);
  return loggedIn;
}
