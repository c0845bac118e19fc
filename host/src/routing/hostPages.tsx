import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '@exchange/i18n';
import type { HostPageKey } from './routeTable';

/**
 * The host's own pages, each in its own chunk (loaded on first visit, never in the initial bundle),
 * fetched together with the translation namespaces only they use (the shell loads `host`, `server` and
 * `common` before its first paint). Auth and notice screens come from their feature folders.
 */
const fromModule = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const withTexts =
  <M,>(load: () => Promise<M>, namespaces: readonly string[]) =>
  async (): Promise<M> =>
    (await Promise.all([load(), loadNamespaces(namespaces)]))[0];

const auth = withTexts(() => import(/* webpackChunkName: "auth" */ '../features/auth'), ['auth', 'security']);
const security = withTexts(
  () => import(/* webpackChunkName: "security" */ '../features/security'),
  ['auth', 'security'],
);
const notices = withTexts(() => import(/* webpackChunkName: "notices" */ '../features/notices'), ['notices']);
// The account area's login gate speaks the auth namespace.
const account = withTexts(
  () => import(/* webpackChunkName: "account" */ '../pages/account'),
  ['auth', 'security'],
);
const staticPages = () => import(/* webpackChunkName: "static-pages" */ '../pages/static');
const team = () => import(/* webpackChunkName: "team" */ '../features/team');
const alerts = withTexts(
  () => import(/* webpackChunkName: "price-alerts" */ '../features/alerts'),
  ['alerts'],
);
const policy = () => import(/* webpackChunkName: "policy" */ '../features/policy');
const ops = withTexts(() => import(/* webpackChunkName: "ops" */ '../features/ops'), ['ops', 'server']);

export const hostPages: Record<HostPageKey, LazyExoticComponent<ComponentType>> = {
  LoginPage: fromModule(auth, (m) => m.LoginPage),
  RegisterPage: fromModule(auth, (m) => m.RegisterPage),
  ForgotPasswordPage: fromModule(auth, (m) => m.ForgotPasswordPage),
  BindEmailPage: fromModule(auth, (m) => m.BindEmailPage),
  BindTradePasswordPage: fromModule(auth, (m) => m.BindTradePasswordPage),
  ChangePasswordPage: fromModule(security, (m) => m.ChangePasswordPage),
  SecurityPage: fromModule(security, (m) => m.SecurityPage),
  NoticeListPage: fromModule(notices, (m) => m.NoticeListPage),
  NoticeDetailPage: fromModule(notices, (m) => m.NoticeDetailPage),
  AccountLayout: fromModule(account, (m) => m.AccountLayout),
  AccountSettingsPage: fromModule(account, (m) => m.AccountSettingsPage),
  IdentityPage: fromModule(account, (m) => m.IdentityPage),
  AssetAreaLayout: fromModule(account, (m) => m.AssetAreaLayout),
  UserSettingLayout: fromModule(account, (m) => m.UserSettingLayout),
  TeamPage: fromModule(team, (m) => m.TeamPage),
  PriceAlertsPage: fromModule(alerts, (m) => m.PriceAlertsPage),
  PolicyPage: fromModule(policy, (m) => m.PolicyPage),
  NotOfferedPage: fromModule(staticPages, (m) => m.NotOfferedPage),
  NotFoundPage: fromModule(staticPages, (m) => m.NotFoundPage),
  OperatorReleasesPage: fromModule(ops, (m) => m.OperatorReleasesPage),
};
