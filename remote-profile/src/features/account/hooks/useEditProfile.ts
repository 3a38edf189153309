import { useState } from 'react';
import { isApiError } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { useNavigate } from '@vd/shared/router';
import type { Vendor } from '@vd/shared/session';
import type { ProfileErrors, ProfileFields } from '@vd/contract';
import { hasErrors, validateProfile } from '@vd/contract/rules';
import { afterVendorChange, putProfile } from '../../../lib/data/vendor';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { at } from '../messages';
import { profileFieldsFrom, profileRequest, sanitizeContactInput, saveFailureText } from '../model/forms';

/**
 * /profile/edit: the form starts from the loaded vendor; errors show on Save and clear as their field
 * is edited; a success toasts and goes to /profile; a failure toasts and keeps everything typed.
 */
export function useEditProfile(vendor: Vendor) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [fields, setFields] = useState<ProfileFields>(() => profileFieldsFrom(vendor));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const mutation = useMutation({
    mutationFn: putProfile,
    onSuccess: async () => {
      await afterVendorChange(client);
      toast.success(at('profileUpdated'));
      navigate('/profile');
    },
    onError: (error) => toast.error(saveFailureText(error, { failed: at('profileFailed'), errored: at('profileError') }, isApiError)),
  });

  const change = (field: keyof ProfileFields, raw: string) => {
    const value = field === 'alternateContact' ? sanitizeContactInput(raw) : raw;
    setFields((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = () => {
    if (mutation.isPending) return;
    const found = validateProfile(fields, vendor.contactNo);
    setErrors(found);
    if (!hasErrors(found)) mutation.mutate(profileRequest(fields));
  };

  return { fields, errors, change, save, saving: mutation.isPending, cancel: () => navigate(-1) };
}
