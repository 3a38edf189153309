import { useState } from 'react';
import { isApiError } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import type { OrderSettingsErrors, OrderSettingsFields } from '@vd/contract';
import { hasErrors, validateOrderSettings } from '@vd/contract/rules';
import { afterVendorChange, putVendor } from '../../../lib/data/vendor';
import { putVendorAttributes } from '../../../lib/data/attributes';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { at } from '../messages';
import { orderSettingsFrom, orderSettingsRequests, saveFailureText } from '../model/forms';

/**
 * /profile/settings: delivery radius (the vendor's own field, PUT vendor), Express
 * delivery and the usual delivery time (attributes, PUT vendor/attribute). Both writes are
 * idempotent, so saving again after a failure finishes the job; what was typed stays.
 */
export function useOrderSettings(vendor: Vendor) {
  const client = useQueryClient();
  const [fields, setFields] = useState<OrderSettingsFields>(() => orderSettingsFrom(vendor));
  const [errors, setErrors] = useState<OrderSettingsErrors>({});
  const mutation = useMutation({
    mutationFn: async (values: OrderSettingsFields) => {
      const requests = orderSettingsRequests(values, vendor);
      await putVendor(requests.vendor);
      await putVendorAttributes(requests.attributes);
    },
    onSuccess: async () => {
      await afterVendorChange(client);
      toast.success(at('settingsUpdated'));
    },
    onError: (error) => toast.error(saveFailureText(error, { failed: at('settingsFailed'), errored: at('settingsFailed') }, isApiError)),
  });

  const change = <K extends keyof OrderSettingsFields>(field: K, value: OrderSettingsFields[K]) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = () => {
    if (mutation.isPending) return;
    if (!vendor.id) {
      toast.error(at('settingsUserMissing'));
      return;
    }
    const found = validateOrderSettings(fields);
    setErrors(found);
    if (!hasErrors(found)) mutation.mutate(fields);
  };

  return { fields, errors, change, save, saving: mutation.isPending };
}
