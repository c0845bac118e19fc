import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderInApp, type RenderInAppOptions } from '@exchange/starter/testing';

// Two shared cores under parallel builds: give async UI checks room before calling them failed.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a spot view inside the very providers the host gives its pages (@exchange/starter), on a
 * real sdk over a fake server (`options.test`, from `createTestSdk()` of @exchange/sdk/testing),
 * with the `spot` texts loaded. `screen.getByTestId('location')` shows the router's location.
 */
export function renderPage(ui: ReactElement, options: RenderInAppOptions = {}) {
  return renderInApp(ui, { ...options, namespaces: ['spot', ...(options.namespaces ?? [])] });
}

export { goOnline } from '@exchange/starter/testing';
