import { useState } from 'react';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { useVendor } from '@vd/shared/session';
import type { ContactErrors, ContactFields, SupportTopic } from '@vd/contract';
import { hasErrors, validateContact } from '@vd/contract/rules';
import { sendSupportMessage } from './data/vendor';
import { useMutation } from '@vd/shared/data';
import { messageInPageLanguage } from './errorText';

export interface ContactFormTexts {
  success: string;
  failure: string;
}

export interface UseContactFormOptions {
  initialValues?: Partial<ContactFields>;
  topic?: SupportTopic;
  texts: ContactFormTexts;
  onSent?: () => void;
}

/** The first values of the form: what the caller gives, else the signed-in vendor's name and e-mail. */
export function initialContactFields(
  given: Partial<ContactFields> | undefined,
  vendor: { name?: string | null; emailId?: string | null } | null,
): ContactFields {
  return {
    name: given?.name ?? vendor?.name ?? '',
    email: given?.email ?? vendor?.emailId ?? '',
    message: given?.message ?? '',
  };
}

/**
 * The contact form's state (spec 3 "Contact form", 5): validation on submit, an error cleared as its
 * field is edited, the message sent to the API (POST support/messages). After a success the message
 * is cleared (name and e-mail stay); after a failure everything typed stays.
 */
export function useContactForm({ initialValues, topic = 'support', texts, onSent }: UseContactFormOptions) {
  const vendor = useVendor();
  const [fields, setFields] = useState<ContactFields>(() => initialContactFields(initialValues, vendor));
  const [errors, setErrors] = useState<ContactErrors>({});
  const mutation = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => {
      toast.success(texts.success);
      setFields((f) => ({ ...f, message: '' }));
      onSent?.();
    },
    onError: (err) => {
      toast.error(messageInPageLanguage(err, getErrorMessage(err, texts.failure)) ?? texts.failure);
    },
  });

  const change = (field: keyof ContactFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const submit = () => {
    if (mutation.isPending) return;
    const found = validateContact(fields);
    setErrors(found);
    if (hasErrors(found)) return;
    mutation.mutate({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim(), topic });
  };

  return { fields, errors, change, submit, sending: mutation.isPending };
}
