import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Replaces the current address with `to`: the app's one way to send a person elsewhere while
 * a screen renders. Not react-router's <Navigate>: that navigates again only when its target
 * changes, so where one element stands for many addresses (the sign-in gate) and two of them
 * sent to the same screen render one after the other (a second typed address arriving before
 * the first redirect's screen was drawn, seen under load in CI), a reused <Navigate> stayed
 * put on a blank page. This runs again for every new location.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, location, to]);
  return null;
}
