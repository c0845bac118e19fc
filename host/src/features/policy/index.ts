export { PolicyPage, POLICY_CATEGORY } from './PolicyPage';
