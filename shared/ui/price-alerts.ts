// `@exchange/ui/price-alerts`: the price alert list and the notification permission button, kept out
// of the package's index (an eager singleton of the host): only the deal centre and the account's
// price alerts page load them, in their own chunks.
export {
  NotificationPermissionButton,
  PriceAlertsTable,
  type BrowserNotificationPermission,
  type PriceAlertRowView,
  type PriceAlertsTableProps,
} from './src/components/price-alerts/PriceAlertsTable';
