import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../kit/paths.ts';
import { useSession } from '../session/session-store.ts';

/** A missing token leads to the mobile-code login page (spec §2), which comes back here afterwards. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
