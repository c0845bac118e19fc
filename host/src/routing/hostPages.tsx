import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostPageKey } from './routeTable';

/**
 * The host's own pages, each in its own chunk (loaded on first visit, never in the initial bundle).
 * Auth and notice screens come from their feature folders (owned by the auth team inside the host).
 */
const fromModule = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth');
const notices = () => import(/* webpackChunkName: "notices" */ '../features/notices');
const account = () => import(/* webpackChunkName: "account" */ '../pages/account');
const staticPages = () => import(/* webpackChunkName: "static-pages" */ '../pages/static');

export const hostPages: Record<HostPageKey, LazyExoticComponent<ComponentType>> = {
  LoginPage: fromModule(auth, (m) => m.LoginPage),
  RegisterPage: fromModule(auth, (m) => m.RegisterPage),
  ForgotPasswordPage: fromModule(auth, (m) => m.ForgotPasswordPage),
  BindEmailPage: fromModule(auth, (m) => m.BindEmailPage),
  BindTradePasswordPage: fromModule(auth, (m) => m.BindTradePasswordPage),
  NoticeListPage: fromModule(notices, (m) => m.NoticeListPage),
  NoticeDetailPage: fromModule(notices, (m) => m.NoticeDetailPage),
  AccountLayout: fromModule(account, (m) => m.AccountLayout),
  AccountSettingsPage: fromModule(account, (m) => m.AccountSettingsPage),
  IdentityPage: fromModule(account, (m) => m.IdentityPage),
  AssetAreaLayout: fromModule(account, (m) => m.AssetAreaLayout),
  UserSettingLayout: fromModule(account, (m) => m.UserSettingLayout),
  TeamPage: fromModule(staticPages, (m) => m.TeamPage),
  PolicyPage: fromModule(staticPages, (m) => m.PolicyPage),
  NotOfferedPage: fromModule(staticPages, (m) => m.NotOfferedPage),
  NotFoundPage: fromModule(staticPages, (m) => m.NotFoundPage),
};
