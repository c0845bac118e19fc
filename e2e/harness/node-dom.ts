import type { ReactElement } from 'react';
import type * as ReactDomClient from 'react-dom/client';

/**
 * React in Node: a jsdom document for react-dom to render into (the harness's components render
 * nothing; they only run the sdk's hooks). The globals are set once, before react-dom is loaded.
 */
let loaded: Promise<typeof ReactDomClient> | undefined;

async function reactDom(url: string): Promise<typeof ReactDomClient> {
  loaded ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url });
    Object.assign(globalThis, { window, document: window.document });
    return import('react-dom/client');
  })();
  return loaded;
}

/** Mounts `element` in a fresh container; resolves to its unmount. */
export async function renderInNode(element: ReactElement, url: string): Promise<() => Promise<void>> {
  const { createRoot } = await reactDom(url);
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(element);
  return async () => {
    root.unmount();
    await Promise.resolve();
  };
}
