import { StrictMode, Suspense, lazy } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createFirstCommit } from './firstCommit';

describe('createFirstCommit', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('settles only once the app beside it is in the document, and once under StrictMode', async () => {
    const firstFrame = createFirstCommit();
    const seen: string[] = [];
    void firstFrame.committed.then(() => seen.push(container.textContent ?? ''));
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <StrictMode>
          <p>Markets</p>
          <firstFrame.Marker />
        </StrictMode>,
      );
      await Promise.resolve();
      expect(seen).toEqual([]); // render() alone has drawn nothing yet
    });
    expect(seen).toEqual(['Markets']);
    act(() =>
      root.render(
        <StrictMode>
          <p>Markets again</p>
          <firstFrame.Marker />
        </StrictMode>,
      ),
    );
    await act(async () => undefined);
    expect(seen).toEqual(['Markets']);
    act(() => root.unmount());
  });

  it('settles with a page still loading behind its fallback: the shell frame is what counts', async () => {
    const firstFrame = createFirstCommit();
    let settled = false;
    void firstFrame.committed.then(() => (settled = true));
    const NeverLoads = lazy(() => new Promise<never>(() => undefined));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <header>Exchange</header>
          <Suspense fallback={<span>Loading…</span>}>
            <NeverLoads />
          </Suspense>
          <firstFrame.Marker />
        </>,
      ),
    );
    expect(container.textContent).toBe('ExchangeLoading…');
    expect(settled).toBe(true);
    act(() => root.unmount());
  });
});
