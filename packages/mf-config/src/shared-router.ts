/**
 * What the page's one router provides under the share key `react-router-dom`: the names the apps use, re-exported
 * from react-router. A shared library is provided whole, since federation cannot know what another app will ask for;
 * providing this list instead lets the bundler leave out the router's data, server and framework parts (about 40 KB
 * of compressed script on every first screen). `shared-modules.test.ts` fails when an app imports a name not listed.
 *
 * Runs in the browser, in every app's bundle: it must not import `react-router-dom` itself (that is the shared key).
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
