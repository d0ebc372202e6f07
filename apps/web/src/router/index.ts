/**
 * The app's router (decision 0016): the subset of React Router's data-router API this app uses,
 * under the same names, in a few kilobytes.
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type UIMatch,
} from './components.tsx';
export {
  loadRoutes,
  matchRoutes,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './matching.ts';
export {
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  type InitialEntry,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
  type To,
} from './router.ts';
