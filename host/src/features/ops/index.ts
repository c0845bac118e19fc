export { OperatorReleasesPage } from './OperatorReleasesPage';
