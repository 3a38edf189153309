import { type ReactNode, useState } from 'react';
import { signOut } from '../session/session';
import { Button, type ButtonProps } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ot } from './messages';
import { flushNow, outbox, stopOutbox } from './page';
import { useOutboxEntries } from './react';

/** Signs out; the entries stay on the phone for this vendor's next session (sent then). */
async function signOutKeeping(): Promise<void> {
  stopOutbox();
  await signOut();
}

/**
 * The log-out button: with changes not sent yet it asks first ('3 changes have not been sent yet'):
 * Send now (then signs out if all went, else says what is left), or keep them on the phone for the
 * same vendor's next sign-in, or stay.
 */
export function SignOutButton({ children, ...props }: Omit<ButtonProps, 'onClick'> & { children: ReactNode }) {
  const unsent = useOutboxEntries().length;
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      await flushNow(true);
      if (outbox.entries().length === 0) await signOutKeeping();
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button {...props} onClick={() => (unsent > 0 ? setAsking(true) : void signOutKeeping())}>
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
            <Button variant="secondary" onClick={() => void signOutKeeping()} data-testid="unsent-keep">
              {ot('keepForLater')}
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
