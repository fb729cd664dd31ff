/** The redirects of spec 1 §2 'Session shell', one layout route per state. */
import { Navigate, Outlet } from 'react-router';
import { useSession } from './session-store';

/** /logg-inn: only while signed out. */
export function SignedOutOnly() {
  const { user, siteId } = useSession();
  if (user) return <Navigate to={siteId ? '/' : '/velg-nettsted'} replace />;
  return <Outlet />;
}

/** /velg-nettsted: any signed-in user. */
export function SignedInOnly() {
  const { user } = useSession();
  if (!user) return <Navigate to="/logg-inn" replace />;
  return <Outlet />;
}

/** Everything else: signed in and with a site chosen. */
export function SiteChosenOnly() {
  const { user, siteId } = useSession();
  if (!user) return <Navigate to="/logg-inn" replace />;
  if (!siteId) return <Navigate to="/velg-nettsted" replace />;
  return <Outlet />;
}
