import { useMemo } from 'react';
import { useSdk } from '@exchange/sdk';
import type { MarketsSource } from './MarketsSource';
import { createSdkMarketsSource } from './sdkSource';

/** The markets port over the app's one sdk (the host's, or the standalone page's). */
export function useMarketsSource(): MarketsSource {
  const sdk = useSdk();
  return useMemo(() => createSdkMarketsSource(sdk), [sdk]);
}
