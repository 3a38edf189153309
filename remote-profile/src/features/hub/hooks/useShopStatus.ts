import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import { useState } from 'react';
import type { ShopToggleStatus } from '@vd/contract';
import { SHOP_STATUS, effectiveShopStatus, shopHoursFromRecord } from '@vd/contract/rules';
import { readAttribute } from '@vd/shared/session';
import { afterVendorChange, type ShopStatusMeta, sendOrQueueShopStatus } from '../../../lib/data/vendor';
import { ot, useOutboxEntries } from '@vd/shared/outbox';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { messageInPageLanguage } from '../../../lib/errorText';
import { ht } from '../messages';
import { shopSwitchView, statusFailure, statusSuccessToast } from '../model/status';
import { type OfflineChoice, offlineUntilFor } from '../model/offline-until';
import { useNow } from '../../../ui/OpenNowLine';

/**
 * The Online Status switch (spec 4 "Shop status"): toggling calls PUT vendor/status, then reloads the
 * vendor (the header and every area see the new status at once) and toasts the spec's text.
 * Switching off first asks how long: the dialog's choice becomes the call's offlineUntil.
 * A shop whose offline-until has passed shows live (derived from the stored time).
 */
export function useShopStatus(vendor: Vendor) {
  const client = useQueryClient();
  const now = useNow();
  // A change kept in the outbox (offline) shows as made, marked, until the API has it.
  const pending = useOutboxEntries<ShopStatusMeta>('shop-status').at(-1);
  const view = shopSwitchView(pending?.meta.status ?? effectiveShopStatus(vendor.status, vendor.offlineUntil, now));
  const [choosing, setChoosing] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ target, offlineUntil }: { target: ShopToggleStatus; offlineUntil?: string }) => sendOrQueueShopStatus(vendor.id, target, offlineUntil),
    onSuccess: async ({ queued }, { target }) => {
      if (queued) {
        toast.info(ot('queued'));
        return;
      }
      await afterVendorChange(client);
      toast.success(ht(statusSuccessToast(target)));
    },
    onError: (error) => {
      const failure = statusFailure(error);
      toast.error(messageInPageLanguage(error, failure.serverMessage) ?? ht(failure.key));
    },
  });
  return {
    ...view,
    busy: mutation.isPending,
    /** The switch's change not sent yet (waiting or refused). */
    pending,
    /** What the switch shows while a change is on its way: the status asked for. */
    shownLive: mutation.isPending && mutation.variables ? mutation.variables.target === 'Approved' : view.live,
    toggle: () => {
      if (!view.target || mutation.isPending) return;
      if (view.target === SHOP_STATUS.offline) setChoosing(true);
      else mutation.mutate({ target: view.target });
    },
    /** The how-long dialog is open. */
    choosing,
    now,
    cancelChoice: () => setChoosing(false),
    /** Goes offline until the chosen time (the existing call, with offlineUntil). */
    chooseOffline: (choice: OfflineChoice, date: string) => {
      const until = offlineUntilFor(
        choice,
        shopHoursFromRecord((name) => readAttribute(vendor, name), vendor),
        new Date(),
        date,
      );
      if (until === null) return;
      setChoosing(false);
      mutation.mutate({ target: SHOP_STATUS.offline, ...(until ? { offlineUntil: until } : {}) });
    },
  };
}
