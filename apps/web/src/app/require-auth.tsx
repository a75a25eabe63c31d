import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { PATHS } from './paths.ts';

/** A missing token leads to the mobile-code login page (spec §2). */
export function RequireAuth() {
  const { token } = useSession();
  if (!token) return <Navigate to={PATHS.loginByMobileCode} replace />;
  return <Outlet />;
}
