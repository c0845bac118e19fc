/** Account security screens the host routes to (issue 13). */
export { ChangePasswordPage } from './ChangePasswordPage';
export { SecurityPage } from './SecurityPage';
export { securityPaths } from './paths';
