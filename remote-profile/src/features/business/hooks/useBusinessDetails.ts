import { useCallback, useMemo, useState } from 'react';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import { type BusinessDetailsField, type BusinessDetailsForm, readBusinessDetails, validateBusinessDetails, writeBusinessDetails } from '@vd/contract/rules';
import { type QueryView, useMutation, useQuery, useQueryClient } from '@vd/shared/data';
import { afterVendorChange, vendorRecordQuery } from '../../../lib/data/vendor';
import { attributeDefinitionsQuery, putVendorAttributes } from '../../../lib/data/attributes';
import { t } from '../messages';
import { firstErrorField, toAttributeWrites, vendorLookup, visibleErrors } from '../model/attributes';
import { useGoBack } from '../../../ui/useGoBack';

export interface BusinessDetails {
  /** The vendor record read fresh on opening (the form starts from it): loading, error with Retry. */
  record: QueryView<Vendor>;
  /** True when the attribute master list failed: 'Could not load attribute settings.', the vendor's own values are used. */
  masterFailed: boolean;
  form: BusinessDetailsForm | null;
  /** Applies one of the editor's transitions (`setLunchBreak`, `selectProductDeliveryType`, …). */
  update: (change: (form: BusinessDetailsForm) => BusinessDetailsForm) => void;
  errors: Partial<Record<BusinessDetailsField, string>>;
  touch: (field: BusinessDetailsField) => void;
  save: () => void;
  saving: boolean;
}

/** The Vendor Attributes editor: the form read from the vendor record, validated, saved with PUT vendor/attribute. */
export function useBusinessDetails(): BusinessDetails {
  const goBack = useGoBack();
  const client = useQueryClient();
  const record = useQuery(vendorRecordQuery());
  const definitions = useQuery(attributeDefinitionsQuery());
  const [form, setForm] = useState<BusinessDetailsForm | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<BusinessDetailsField>>(new Set());
  const [attempted, setAttempted] = useState(false);

  // The form starts from the record read on this opening (not an older cached copy), once.
  const fresh = record.isFetchedAfterMount && record.data ? record.data : undefined;
  const settled = !definitions.isPending;
  if (form === null && fresh && settled) setForm(readForm(fresh));

  const update = useCallback((change: (f: BusinessDetailsForm) => BusinessDetailsForm) => setForm((f) => (f ? change(f) : f)), []);
  const touch = useCallback((field: BusinessDetailsField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);
  const allErrors = useMemo(() => (form ? validateBusinessDetails(form, new Date()) : {}), [form]);

  const mutation = useMutation({
    mutationFn: putVendorAttributes,
    onSuccess: async () => {
      toast.success(t('saved'));
      await afterVendorChange(client);
      goBack();
    },
    onError: (error) => toast.error(getErrorMessage(error, t('saveFailed'))),
  });

  const save = () => {
    if (!form || mutation.isPending) return;
    setAttempted(true);
    const first = firstErrorField(allErrors);
    if (first) {
      toast.error(t('fixErrors'));
      document.querySelector(`[data-field="${first}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    mutation.mutate(toAttributeWrites(writeBusinessDetails(form), definitions.data ?? null, fresh ?? record.data ?? null));
  };

  return {
    record: { data: form ? fresh : undefined, error: record.error, refetch: record.refetch },
    masterFailed: definitions.isError,
    form,
    update,
    errors: visibleErrors(allErrors, touched, attempted),
    touch,
    save,
    saving: mutation.isPending,
  };
}

function readForm(vendor: Vendor): BusinessDetailsForm {
  const { form, fallbacks } = readBusinessDetails(vendorLookup(vendor));
  for (const f of fallbacks) console.warn(`[business] attribute ${f.name} could not be read (${f.reason}); defaults used`);
  return form;
}
