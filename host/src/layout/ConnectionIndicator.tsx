import { useEffect, useState } from 'react';
import { useSdk } from '@exchange/sdk';
import { NetworkStatus, type NetworkState } from '@exchange/ui';

/** The realtime connection state in the header (deriv-app's network-status indicator). */
export function ConnectionIndicator() {
  const { bus } = useSdk();
  const [state, setState] = useState<NetworkState>('connecting');
  useEffect(() => {
    const subscription = bus.connectionState$.subscribe(setState);
    return () => subscription.unsubscribe();
  }, [bus]);
  return <NetworkStatus state={state} compact />;
}
