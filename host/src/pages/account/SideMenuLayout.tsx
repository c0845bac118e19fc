import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
  /* A wide table scrolls inside its page instead of widening the grid past a phone's screen. */
  > section {
    min-inline-size: 0;
  }
`;

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-self: start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  @media (max-width: 720px) {
    flex-direction: row;
    overflow-x: auto;
    /* One line each, the strip scrolling sideways: Chinese and Japanese break between any two
       characters, and each entry shrank to two characters a line. */
    a {
      flex: none;
      white-space: nowrap;
    }
  }
`;

export interface SideMenuItem {
  to: string;
  label: string;
  /** The page the area shows at its own path (the index route): marked current there too. */
  index?: boolean;
}

/** The area's own path: the item's path without its last segment (`/account/accountSet` -> `/account`). */
const areaOf = (to: string) => to.slice(0, to.lastIndexOf('/'));

/** An area with a left menu (account, asset area, settings) and the chosen page beside it. */
export function SideMenuLayout({ label, items }: { label: string; items: readonly SideMenuItem[] }) {
  const { pathname } = useLocation();
  const atArea = (item: SideMenuItem) =>
    item.index === true && pathname.replace(/\/$/, '') === areaOf(item.to);
  return (
    <Shell>
      <Side aria-label={label}>
        {items.map((item) =>
          atArea(item) ? (
            <Link key={item.to} to={item.to} aria-current="page">
              {item.label}
            </Link>
          ) : (
            <NavLink key={item.to} to={item.to} end>
              {item.label}
            </NavLink>
          ),
        )}
      </Side>
      <section>
        <Outlet />
      </section>
    </Shell>
  );
}
