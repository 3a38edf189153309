import { useState } from 'react';
import { isApiError } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import type { ShopProfileErrors, ShopProfileField, ShopProfileValues } from '@vd/contract';
import { hasErrors, validateShopProfile } from '@vd/contract/rules';
import { afterVendorChange } from '../../../lib/data/vendor';
import { putVendorAttributes } from '../../../lib/data/attributes';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { at } from '../messages';
import { saveFailureText, shopProfileFrom, shopProfileRequest } from '../model/forms';

/** The shop-profile editor: tagline, about us and four links, saved as the vendor attributes of those names. */
export function useShopProfile(vendor: Vendor) {
  const client = useQueryClient();
  const [values, setValues] = useState<ShopProfileValues>(() => shopProfileFrom(vendor));
  const [errors, setErrors] = useState<ShopProfileErrors>({});
  const mutation = useMutation({
    mutationFn: (v: ShopProfileValues) => putVendorAttributes(shopProfileRequest(v, vendor)),
    onSuccess: async () => {
      await afterVendorChange(client);
      toast.success(at('shopUpdated'));
    },
    onError: (error) => toast.error(saveFailureText(error, { failed: at('shopFailed'), errored: at('shopFailed') }, isApiError)),
  });

  const change = (field: ShopProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = () => {
    if (mutation.isPending) return;
    const found = validateShopProfile(values);
    setErrors(found);
    if (!hasErrors(found)) mutation.mutate(values);
  };

  return { values, errors, change, save, saving: mutation.isPending };
}
