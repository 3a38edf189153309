import { useState } from 'react';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import { afterOrderChange, type VendorOrder } from '../api/orders';
import { useMutation, useQueryClient } from '@vd/shared/data';
import { t } from '../../../app/messages';
import { sendOrQueueOrderStatus } from '../api/orders';
import { ot } from '@vd/shared/outbox';
import { chainAfterPending, orderAfterChange } from '../model/pending';
import { usePendingOrders } from './usePendingOrders';
import { statusChangeFailure } from '../model/detail-view';
import { ACTION_TOASTS, type OrderAction } from '../model/status';
import { buildStatusChange, type ActionExtras } from '../model/status-change';

export type OrderDialog = 'cancel' | 'reschedule' | null;

export interface OrderActions {
  /** The action being sent, if any. */
  busy: OrderAction | null;
  dialog: OrderDialog;
  openDialog: (dialog: Exclude<OrderDialog, null>) => void;
  closeDialog: () => void;
  /** Someone else changed the order first; the screen shows it as it now is. */
  changed: boolean;
  /** The order no longer exists for this vendor. */
  gone: boolean;
  act: (action: OrderAction, extras?: ActionExtras) => void;
}

/**
 * The status actions of one order (PUT order/status through the data layer and the outbox). Success:
 * the spec's toast, every orders list, detail and the badge are read again, and `onDone` (back one
 * screen). Offline or unreachable: the change is kept in the outbox, the screen moves on the same way.
 * Failure: a conflict says the order changed and reloads it; otherwise the toast, and the dialog
 * stays open with what the vendor chose, to retry.
 */
export function useOrderActions(order: VendorOrder | undefined, onDone: () => void): OrderActions {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const [changed, setChanged] = useState(false);
  const [gone, setGone] = useState(false);
  const pending = usePendingOrders();
  const mutation = useMutation({
    mutationFn: ({ order, action, extras }: { order: VendorOrder; action: OrderAction; extras?: ActionExtras }) => {
      const change = chainAfterPending(buildStatusChange(order, action, new Date(), extras), order.orderId, pending);
      return sendOrQueueOrderStatus(change, { order: orderAfterChange(order, change), action });
    },
    onSuccess: ({ queued, order: updated }, { action }) => {
      // Kept on the phone: the screen moves on as if it had worked, the order marked 'Waiting to send'.
      if (queued) toast.info(ot('queued'));
      else toast.success(t(ACTION_TOASTS[action].success));
      void afterOrderChange(client, updated);
      setDialog(null);
      onDone();
    },
    onError: (error, { action }) => {
      const failure = statusChangeFailure(error);
      if (failure === 'changed') {
        toast.error(getErrorMessage(error, t('changedElsewhere')));
        setDialog(null);
        setChanged(true);
        // The detail on screen is read again (it shows the order as it now is), so are lists and badge.
        void afterOrderChange(client);
      } else {
        toast.error(getErrorMessage(error, t(ACTION_TOASTS[action].failure)));
        if (failure === 'gone') setGone(true);
      }
    },
  });
  const busy = mutation.isPending ? (mutation.variables?.action ?? null) : null;

  return {
    busy,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    changed,
    gone,
    act: (action, extras) => {
      if (!order || mutation.isPending) return;
      mutation.mutate({ order, action, ...(extras ? { extras } : {}) });
    },
  };
}
