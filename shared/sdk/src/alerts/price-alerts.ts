/**
 * `@exchange/sdk/alerts`: price alerts (issue 26 item 4), kept out of the index because `@exchange/sdk` is
 * an eager singleton of the host: only the deal centre and the account's lazy chunks load them.
 */
import { alertsApi, type PriceAlert } from '@exchange/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { filter } from 'rxjs';
// Through the package's own name, never relative paths: a remote bundles this subpath, and its hooks must
// use the host's one sdk (the shared singleton), not a second copy of its React context.
import { formatTime, useSdk, usePagedList, useRowAction, type MarketPair } from '@exchange/sdk';

type PairKeys = Pick<MarketPair, 'legalId' | 'currencyId'>;

/** An alert as a list shows it (the ui's `PriceAlertsTable` row): §9 times in Asia/Shanghai. */
export const priceAlertDisplay = (alert: PriceAlert) => ({
  pair: alert.symbol,
  direction: alert.direction,
  price: alert.price,
  state: alert.state,
  created: formatTime(alert.created_at, 'dateTime'),
  fired: alert.fired_at === null ? '' : formatTime(alert.fired_at, 'dateTime'),
  firedPrice: alert.fired_price ?? '',
});

export const priceAlertKey = (alert: PriceAlert) => alert.id;

/** A pushed (fired) alert replaces its listed row; one not listed yet goes on top. */
export function mergeAlert(rows: PriceAlert[], alert: PriceAlert): PriceAlert[] {
  const at = rows.findIndex((row) => row.id === alert.id);
  if (at === -1) return [alert, ...rows];
  return rows.map((row, i) => (i === at ? alert : row));
}

/**
 * The user's price alerts (alerts/list), newest first, 20 a page: only `pair`'s when given (the deal
 * centre), every pair's otherwise (the account page). Fired alerts (`price_alert` pushes) update their
 * row as they come; page 1 is read again after a reconnect. Nothing is read while logged out.
 */
export function usePriceAlerts(pair?: PairKeys) {
  const ofScope = (alert: PriceAlert) =>
    !pair || (alert.legal_id === pair.legalId && alert.currency_id === pair.currencyId);
  return usePagedList({
    endpoint: alertsApi.alertsList,
    payload: pair ? { legal_id: pair.legalId, currency_id: pair.currencyId } : {},
    read: (page) => ({ rows: page.list, total: page.total }),
    silent: true,
    reloadOn: (bus) => bus.resync$,
    pushes: (bus) => bus.stream('price_alert').pipe(filter(ofScope)),
    merge: mergeAlert,
  });
}

/** Cancel from a list of alerts: the row shows its new state (cancelled) once the server agrees. */
export function useCancelPriceAlert(list: { update(recipe: (rows: PriceAlert[]) => PriceAlert[]): void }) {
  return useRowAction({
    endpoint: alertsApi.alertsCancel,
    rowKey: (alert: PriceAlert) => alert.id,
    payload: (alert) => ({ id: alert.id }),
    onDone: (_alert, answer) => list.update((rows) => mergeAlert(rows, answer)),
  });
}

/** Calls `listener` with each of the user's alerts as it fires (`price_alert`), while mounted. */
export function usePriceAlertFired(listener: (alert: PriceAlert) => void): void {
  const { bus } = useSdk();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const subscription = bus.stream('price_alert').subscribe((alert) => latest.current(alert));
    return () => subscription.unsubscribe();
  }, [bus]);
}

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const currentPermission = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The browser's notification permission, and `request()` to ask for it: call it from a button the
 * user pressed, never unprompted (browsers ignore or penalise an unprompted request).
 */
export function useNotificationPermission(): {
  permission: NotificationPermissionState;
  request(): Promise<void>;
} {
  const [permission, setPermission] = useState(currentPermission);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}
