import { useOutboxEntries, WaitingCount } from '@vd/shared/outbox';

/** The header's '2 waiting to send' (every change not sent yet, refused ones included). Loaded after sign-in. */
export default function OutboxCount() {
  return <WaitingCount count={useOutboxEntries().length} />;
}
