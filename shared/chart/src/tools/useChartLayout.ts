import { chartLayoutSchema, emptyChartLayout, type ChartLayout } from '@exchange/protocol';
import { useSdk, useSession, type TypedStorage } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How many pairs' layouts a visitor's browser keeps (the most recently saved). */
export const VISITOR_LAYOUTS_KEPT = 30;

type Stored = Record<string, unknown>;

function readStored(storage: TypedStorage): Stored {
  try {
    const parsed = JSON.parse(storage.get('chartLayouts') ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** A visitor's layout of `key` from the browser's storage (a malformed one reads as empty). */
export function readVisitorLayout(storage: TypedStorage, key: string): ChartLayout {
  const parsed = chartLayoutSchema.safeParse(readStored(storage)[key]);
  return parsed.success ? parsed.data : emptyChartLayout();
}

/** Keeps a visitor's layout of `key`, newest last; an empty layout is forgotten. */
export function writeVisitorLayout(storage: TypedStorage, key: string, layout: ChartLayout) {
  const { [key]: _previous, ...others } = readStored(storage);
  const empty = layout.indicators.length === 0 && layout.drawings.length === 0;
  const entries = Object.entries(empty ? others : { ...others, [key]: layout });
  storage.set('chartLayouts', JSON.stringify(Object.fromEntries(entries.slice(-VISITOR_LAYOUTS_KEPT))));
}

export interface ChartLayoutState {
  layout: ChartLayout;
  /** The kept layout has been read (server or storage). */
  loaded: boolean;
  save(layout: ChartLayout): void;
}

/**
 * The chart layout of `key` (`BTC/USDT`, `contracts:BTC/USDT`): a logged-in user's from the server
 * (`GET/PUT /api/chart/layout`), a visitor's from the browser's storage. Read again when the key or
 * the session changes; saved at once on every change.
 */
export function useChartLayout(key: string): ChartLayoutState {
  const { api, storage } = useSdk();
  const { loggedIn } = useSession();
  const [state, setState] = useState<{ key: string; layout: ChartLayout; loaded: boolean }>(() => ({
    key,
    layout: emptyChartLayout(),
    loaded: false,
  }));

  // A change made before the kept layout arrived wins over it (it is already saved).
  const changedEarly = useRef(false);
  useEffect(() => {
    changedEarly.current = false;
    if (!loggedIn) {
      setState({ key, layout: readVisitorLayout(storage, key), loaded: true });
      return undefined;
    }
    let current = true;
    setState({ key, layout: emptyChartLayout(), loaded: false });
    void api
      .call((protocol) => protocol.chartLayoutGet, { pair: key }, { silent: true })
      .then((result) => {
        if (!current) return;
        setState({
          key,
          layout: result.type === 'ok' ? result.message.layout : emptyChartLayout(),
          loaded: true,
        });
      });
    return () => {
      current = false;
    };
  }, [api, storage, key, loggedIn]);

  const session = useRef({ key, loggedIn });
  session.current = { key, loggedIn };
  const save = useCallback(
    (layout: ChartLayout) => {
      const { key: at, loggedIn: user } = session.current;
      changedEarly.current = true;
      setState({ key: at, layout, loaded: true });
      if (user) void api.call((protocol) => protocol.chartLayoutPut, { pair: at, layout }, { silent: true });
      else writeVisitorLayout(storage, at, layout);
    },
    [api, storage],
  );

  const layout = state.key === key ? state.layout : emptyChartLayout();
  return { layout, loaded: state.key === key && state.loaded, save };
}
