import { createContext, useContext, type ReactNode } from 'react';
import type { Sdk } from '../create-sdk';

const SdkContext = createContext<Sdk | null>(null);

/** Provides the one sdk instance of the page (the host's; or a standalone remote's own). */
export function SdkProvider({ sdk, children }: { sdk: Sdk; children?: ReactNode }) {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

export function useSdk(): Sdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk() needs an <SdkProvider> above it (the host or a standalone bootstrap).');
  return sdk;
}
