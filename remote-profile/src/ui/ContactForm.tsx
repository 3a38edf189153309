import { Button, Dialog } from '@vd/shared/ui';
import type { ContactFields, SupportTopic } from '@vd/contract';
import { useContactForm } from '../lib/useContactForm';
import { bindFields } from './bindFields';
import styles from './ContactForm.module.css';
import { ct } from './contactMessages';
import { TextField } from './TextField';

export interface ContactFormProps {
  /** Values to start from; name and e-mail default to the signed-in vendor's. */
  initialValues?: Partial<ContactFields>;
  /** What the message is about, stored with it (default 'support'; the category editor sends 'category-request'). */
  topic?: SupportTopic;
  /**
   * 'page' (/profile/contact) toasts 'Message sent successfully! ✅' / 'Failed to send message. Please
   * try again.'; 'dialog' toasts 'Email Sent ✅' / 'Failed to send email.' (spec section 8).
   */
  variant?: 'page' | 'dialog';
  /** Called after the API stored the message. */
  onSent?: () => void;
  /** Shows a Cancel button beside Send (the dialog uses it). */
  onCancel?: () => void;
}

/**
 * The contact message form (name, email, message; spec 3 "Contact form", 5): validated on send,
 * each error cleared as its field is edited, sent to the API's support messages. Nothing typed is
 * lost when sending fails. Used by /profile/contact and by `ContactDialog`.
 */
export function ContactForm({ initialValues, topic, variant = 'page', onSent, onCancel }: ContactFormProps) {
  const texts =
    variant === 'page' ? { success: ct('pageSuccess'), failure: ct('pageFailure') } : { success: ct('dialogSuccess'), failure: ct('dialogFailure') };
  const { fields, errors, change, submit, sending } = useContactForm({ initialValues, topic, texts, onSent });
  const field = bindFields(fields, errors, change);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={ct('contactUs')}
      data-testid="contact-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField label={ct('name')} required name="name" autoComplete="name" {...field('name')} />
      <TextField label={ct('email')} required name="email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField multiline label={ct('message')} required name="message" rows={5} placeholder={ct('messagePlaceholder')} {...field('message')} />
      <div className={styles.actions}>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={sending}>
            {ct('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={sending} loadingText={ct('sending')} fullWidth={!onCancel}>
          {ct('send')}
        </Button>
      </div>
    </form>
  );
}

export interface ContactDialogProps extends Omit<ContactFormProps, 'variant' | 'onCancel'> {
  open: boolean;
  onClose: () => void;
  /** Default 'Contact Us'. */
  title?: string;
}

/** The Contact Us dialog (spec 2 "/profile" dialogs; the category editor's Request Category): closes after sending. */
export function ContactDialog({ open, onClose, title, onSent, ...form }: ContactDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title ?? ct('contactUs')}>
      <ContactForm
        {...form}
        variant="dialog"
        onCancel={onClose}
        onSent={() => {
          onSent?.();
          onClose();
        }}
      />
    </Dialog>
  );
}
