// Exactly what the apps use of react-router-dom, shared under the key `react-router-dom` (see ../facades.mjs).
// react-router-dom 7 only re-exports react-router, so this imports react-router directly.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
