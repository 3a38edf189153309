import { type ReactNode, useState } from 'react';
import { signOut } from '../session/session';
import { Button, type ButtonProps } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ot } from './messages';
import { flushNow, outbox, stopOutbox } from './page';
import { useOutboxEntries } from './react';

async function signOutNow(): Promise<void> {
  stopOutbox();
  await signOut();
}

/**
 * Signs out deleting the vendor's unsent entries (the vendor agreed): a phone others may use next
 * keeps neither the changes nor the customers' details in them. A deletion that fails is logged;
 * the sign-out still happens.
 */
async function signOutDeletingEntries(): Promise<void> {
  try {
    await outbox.discardAll();
  } catch (error) {
    console.warn('[outbox] the unsent changes could not be deleted', error);
  }
  await signOutNow();
}

/**
 * The log-out button: with changes not sent yet it asks first ('3 changes have not been sent yet'):
 * Send now (then signs out if all went, else says what is left), or delete them from the phone and
 * sign out, or stay.
 */
export function SignOutButton({ children, ...props }: Omit<ButtonProps, 'onClick'> & { children: ReactNode }) {
  const unsent = useOutboxEntries().length;
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      await flushNow(true);
      if (outbox.entries().length === 0) await signOutNow();
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button {...props} onClick={() => (unsent > 0 ? setAsking(true) : void signOutNow())}>
        {children}
      </Button>
      <Dialog
        open={asking && unsent > 0}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={unsent === 1 ? ot('unsentOne') : ot('unsentMany', { count: unsent })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {ot('cancel')}
            </Button>
            <Button variant="secondary" onClick={() => void signOutDeletingEntries()} data-testid="unsent-delete">
              {ot('deleteAndLogOut')}
            </Button>
            <Button loading={sending} onClick={() => void sendNow()} data-testid="unsent-send">
              {ot('sendNow')}
            </Button>
          </>
        }
      >
        <p>{ot('unsentQuestion')}</p>
      </Dialog>
    </>
  );
}
