import { useEffect } from 'react';
import { useQueryClient } from '@vd/shared/data';
import { onOutboxBatch, startOutbox } from '@vd/shared/outbox';
import { useVendor } from '@vd/shared/session';

/**
 * Mounted once in the signed-in data layer (so the outbox never reaches the login page): starts the
 * outbox for the signed-in vendor — what the phone kept is sent now (the app's start), on the
 * `online` event and on the service worker's background sync — and reads the data again after
 * each batch the API took.
 */
export function OutboxRunner() {
  const client = useQueryClient();
  const vendorId = useVendor()?.id;
  useEffect(() => onOutboxBatch(() => void client.invalidateQueries()), [client]);
  useEffect(() => {
    if (vendorId !== undefined && vendorId !== null && vendorId !== '') void startOutbox(String(vendorId));
  }, [vendorId]);
  return null;
}
