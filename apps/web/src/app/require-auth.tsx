import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../kit/paths.ts';
import { useSession } from '../session/session-store.ts';

/** A missing token leads to the mobile-code login page (spec §2). */
export function RequireAuth() {
  const { token } = useSession();
  if (!token) return <Navigate to={PATHS.loginByMobileCode} replace />;
  return <Outlet />;
}
