import { useEffect, useState } from 'react';
import { hasStoredSession, refreshVendor, useVendor, type Vendor } from '@vd/shared/session';
import { useLocation } from '@vd/shared/router';
import { profileVendorOf } from '../model/profile';

export type ProfileVendorState = { status: 'ready'; vendor: Vendor } | { status: 'loading' } | { status: 'notFound' };

/**
 * The vendor the public profile shows: the signed-in vendor, else the record in navigation state.
 * Opened directly by URL while signed in, it loads the signed-in vendor; without a session or
 * when that fails, 'Vendor data not found.'.
 */
export function useProfileVendor(): ProfileVendorState {
  const sessionVendor = useVendor();
  const { state } = useLocation();
  const vendor = profileVendorOf(sessionVendor, state);
  const [failed, setFailed] = useState(false);
  const canLoad = !vendor && !failed && hasStoredSession();

  useEffect(() => {
    if (!canLoad) return;
    let live = true;
    refreshVendor()
      .then((loaded) => {
        if (live && !loaded) setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [canLoad]);

  if (vendor) return { status: 'ready', vendor };
  return canLoad ? { status: 'loading' } : { status: 'notFound' };
}
