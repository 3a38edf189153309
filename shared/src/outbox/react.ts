import { useSyncExternalStore } from 'react';
import { outbox } from './page';
import type { OutboxEntry, OutboxKind } from './types';

const subscribe = (l: () => void) => outbox.subscribe(l);
const snapshot = () => outbox.entries();

/** The signed-in vendor's unsent entries (waiting or refused), kept current; of one kind when given. */
export function useOutboxEntries<Meta = unknown>(kind?: OutboxKind): readonly OutboxEntry<Meta>[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (kind === undefined ? all : all.filter((e) => e.kind === kind)) as readonly OutboxEntry<Meta>[];
}

/** How many writes wait to be sent (the header's count). */
export function useWaitingCount(): number {
  return useOutboxEntries().filter((e) => e.state === 'waiting').length;
}
