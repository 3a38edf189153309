import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@vd/shared/router';
import { ensureVendor, followOtherTabs, hasStoredSession, isCustomer, signOut, useSession, useVendor } from '@vd/shared/session';
import { LOGIN_PATH } from '../../core/route-table';

/**
 * Spec: both a stored token and a stored contact number are required, otherwise the user is
 * logged out and sent to /login; a customer (userType 'user') is logged out too. The check is made
 * again whenever the stored session changes, in this tab or another (a session another tab ended
 * sends this one to /login too, even before its vendor record was read).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const vendor = useVendor();
  useSession();
  const signedIn = hasStoredSession();

  useEffect(() => {
    if (signedIn) followOtherTabs();
  }, [signedIn]);

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
