import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import type { ShopToggleStatus } from '@vd/contract';
import { afterVendorChange, type ShopStatusMeta, sendOrQueueShopStatus } from '../../../lib/data/vendor';
import { ot, useOutboxEntries } from '@vd/shared/outbox';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { messageInPageLanguage } from '../../../lib/errorText';
import { ht } from '../messages';
import { shopSwitchView, statusFailure, statusSuccessToast } from '../model/status';

/**
 * The Online Status switch (spec 4 "Shop status"): toggling calls PUT vendor/status, then reloads the
 * vendor (the header and every area see the new status at once) and toasts the spec's text.
 */
export function useShopStatus(vendor: Vendor) {
  const client = useQueryClient();
  // A change kept in the outbox (offline) shows as made, marked, until the API has it (issue 22).
  const pending = useOutboxEntries<ShopStatusMeta>('shop-status').at(-1);
  const view = shopSwitchView(pending?.meta.status ?? vendor.status);
  const mutation = useMutation({
    mutationFn: (target: ShopToggleStatus) => sendOrQueueShopStatus(vendor.id, target),
    onSuccess: async ({ queued }, target) => {
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
    shownLive: mutation.isPending && mutation.variables ? mutation.variables === 'Approved' : view.live,
    toggle: () => {
      if (view.target && !mutation.isPending) mutation.mutate(view.target);
    },
  };
}
