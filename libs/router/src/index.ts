/**
 * The part of React Router the site uses, and the only way code here imports it. Module Federation
 * shares a library whole, with nothing tree-shaken, and all of react-router is about 40 KB of
 * compressed JavaScript on a visitor's first load; sharing this short list instead costs about 14 KB.
 * Need another export? Add it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type Navigator,
} from 'react-router-dom';
