/** The auth screens the host shell routes to (spec §2). */
export { LoginPage, type LoginLocationState } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { BindEmailPage } from './pages/BindEmailPage';
export { BindTradePasswordPage } from './pages/BindTradePasswordPage';
export { authPaths } from './paths';
