import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import type { ShopToggleStatus } from '@vd/contract';
import { afterVendorChange, putShopStatus } from '../../../lib/data/vendor';
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
  const view = shopSwitchView(vendor.status);
  const mutation = useMutation({
    mutationFn: (target: ShopToggleStatus) => putShopStatus(vendor.id, target),
    onSuccess: async (_result, target) => {
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
    /** What the switch shows while a change is on its way: the status asked for. */
    shownLive: mutation.isPending && mutation.variables ? mutation.variables === 'Approved' : view.live,
    toggle: () => {
      if (view.target && !mutation.isPending) mutation.mutate(view.target);
    },
  };
}
