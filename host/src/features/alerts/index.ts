export { PriceAlertsPage } from './PriceAlertsPage';
