import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@vd/shared/router';
import { ensureVendor, hasStoredSession, isCustomer, signOut, useVendor } from '@vd/shared/session';
import { LOGIN_PATH } from '../../core/route-table';

/**
 * Spec: both a stored token and a stored contact number are required, otherwise the user is
 * logged out and sent to /login; a customer (userType 'user') is logged out too.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const vendor = useVendor();
  const signedIn = hasStoredSession();

  useEffect(() => {
    // Joins the vendor read bootstrap.tsx started, if it is still under way.
    if (signedIn && !vendor) ensureVendor().catch(() => undefined);
  }, [signedIn, vendor]);

  useEffect(() => {
    if (vendor && isCustomer(vendor)) void signOut();
  }, [vendor]);

  if (!signedIn) {
    return <LoggedOutRedirect from={location.pathname} />;
  }
  return <>{children}</>;
}

function LoggedOutRedirect({ from }: { from: string }) {
  useEffect(() => {
    // Clears whatever half of a session is left (e.g. a token without a contact number).
    void signOut({ navigate: false, callApi: false });
  }, []);
  return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
}
