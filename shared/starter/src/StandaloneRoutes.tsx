import { Suspense, type ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@exchange/ui';

/** A page of a remote at the path the host's route table gives it (spec §2). */
export interface StandalonePage {
  path: `/${string}`;
  Page: ComponentType;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  padding: 8px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
  a {
    color: ${({ theme }) => theme.colors.muted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * What a remote shows when it runs alone: a bar of its pages' paths (for its team, not users) and
 * the pages at those paths; any other path goes to the first page. The host draws its own layout.
 */
export function StandaloneRoutes({ remote, pages }: { remote: string; pages: readonly StandalonePage[] }) {
  const first = pages[0]?.path ?? '/';
  return (
    <>
      <Bar aria-label={remote}>
        {pages.map(({ path }) => (
          <NavLink key={path} to={path} end>
            {path}
          </NavLink>
        ))}
      </Bar>
      <main>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}
