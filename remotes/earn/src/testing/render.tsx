import type { ReactElement } from 'react';
import { renderInApp, type RenderInAppOptions } from '@exchange/starter/testing';

/**
 * Renders a earn view inside the very providers the host gives its pages (@exchange/starter), on a
 * real sdk over a fake server (`options.test`, from `createTestSdk()` of @exchange/sdk/testing),
 * with the `earn` texts loaded. `screen.getByTestId('location')` shows the router's location.
 */
export function renderPage(ui: ReactElement, options: RenderInAppOptions = {}) {
  return renderInApp(ui, { ...options, namespaces: ['earn', ...(options.namespaces ?? [])] });
}
