import { useState } from 'react';
import { Button } from '@vd/shared/ui';
import { formatDate } from '@vd/shared/format';
import { useVendor } from '@vd/shared/session';
import { toast } from '@vd/shared/toast';
import { t as orderText } from '../../../app/messages';
import type { VendorOrder } from '../api/orders-api';
import { t } from '../messages/paymentMessages';
import { type BillTexts, billContent } from '../model/bill';
import styles from './payments.module.css';

const billTexts = (): BillTexts => ({
  title: t('bill'),
  orderNo: (id) => orderText('orderNo', { id }),
  date: (date) => t('billDate', { date }),
  customer: (name) => t('billCustomer', { name }),
  phone: (phone) => t('billPhone', { phone }),
  gst: (gst) => t('billGst', { gst }),
  item: t('billItem'),
  qty: t('billQty'),
  amount: t('billAmount'),
  itemTotal: orderText('itemTotal'),
  deliveryCharges: orderText('deliveryCharges'),
  free: orderText('free'),
  total: orderText('total'),
  payment: (status) => t('billPayment', { status }),
  paid: t('billPaid'),
  unpaid: t('billUnpaid'),
  cancelled: t('billCancelled'),
  scan: t('billScan'),
  thanks: t('billThanks'),
});

/** Whether this browser can hand a PDF file to the share sheet. */
function canShareFiles(): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([''], 'bill.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/** 'Download bill' on every order, 'Share bill' where the browser can share files; the PDF module loads on the first press. */
export function BillActions({ order }: { order: VendorOrder }) {
  const vendor = useVendor();
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const [shareable] = useState(canShareFiles);

  const make = async () => {
    const content = billContent(order, vendor, billTexts());
    const { makeBill } = await import('../bill/make-bill');
    return { blob: await makeBill(content), content };
  };

  const download = async () => {
    setBusy('download');
    try {
      const { blob, content } = await make();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = content.fileName;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error('[bill]', error);
      toast.error(t('billFailed'));
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    setBusy('share');
    try {
      const { blob, content } = await make();
      const file = new File([blob], content.fileName, { type: 'application/pdf' });
      await navigator.share({ files: [file], title: `${content.shopName} ${content.orderNo}`, text: `${content.orderNo} · ${formatDate(order.orderDate)}` });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') {
        console.error('[bill]', error);
        toast.error(t('billFailed'));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.bill} data-testid="bill-actions">
      <Button variant="secondary" loading={busy === 'download'} disabled={busy !== null && busy !== 'download'} onClick={() => void download()}>
        {t('downloadBill')}
      </Button>
      {shareable && (
        <Button variant="secondary" loading={busy === 'share'} disabled={busy !== null && busy !== 'share'} onClick={() => void share()}>
          {t('shareBill')}
        </Button>
      )}
    </div>
  );
}
