import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@exchange/ui';
import { RemotePage } from '../federation/RemotePage';
import { Layout } from '../layout/Layout';
import { useLoggedIn } from '../shell/useLoggedIn';
import {
  loginPath,
  operatorRoutes,
  routeTable,
  type AppRoute,
  type HostPageKey,
  type RouteTarget,
} from './routeTable';

export type HostPageRegistry = Record<HostPageKey, ComponentType>;

/** Private routes need a stored token (spec §4); others go to login and come back afterwards. */
function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  return <Navigate to={loginPath} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

function renderTarget(target: RouteTarget, pages: HostPageRegistry): ReactNode {
  if ('remote' in target) return <RemotePage key={target.remote} page={target.remote} />;
  const Page = pages[target.host];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

function renderRoute(route: AppRoute, pages: HostPageRegistry): ReactNode {
  const element = renderTarget(route.target, pages);
  return (
    <Route
      key={route.path}
      path={route.path}
      element={route.private ? <RequireLogin>{element}</RequireLogin> : element}
    >
      {route.index && <Route index element={renderTarget(route.index, pages)} />}
      {route.children?.map((child) => renderRoute(child, pages))}
    </Route>
  );
}

/** The route table rendered inside the layout (header and footer stay whatever a page does). */
export function AppRoutes({ pages }: { pages: HostPageRegistry }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...operatorRoutes, ...routeTable].map((route) => renderRoute(route, pages))}
      </Route>
    </Routes>
  );
}
