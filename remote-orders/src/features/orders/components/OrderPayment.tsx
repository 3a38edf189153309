import { useEffect, useState } from 'react';
import { formatRupees } from '@vd/shared/format';
import { Link } from '@vd/shared/router';
import { useVendor } from '@vd/shared/session';
import { toast } from '@vd/shared/toast';
import { t as orderText } from '../../../app/messages';
import type { VendorOrder } from '../api/orders-api';
import { shortOrderId } from '../model/order-fields';
import { t } from '../messages/paymentMessages';
import { type PaymentRequest as Request, paymentRequestFor, whatsappLinkFor } from '../model/payment';
import { BillActions } from './BillActions';
import styles from './payments.module.css';

/**
 * Beside the order's actions: on an unpaid order the UPI payment request (QR code, the upi:// link,
 * Send on WhatsApp) or the offer to add a UPI ID; on every order the bill (Download, Share).
 */
export function OrderPayment({ order }: { order: VendorOrder }) {
  const vendor = useVendor();
  const request = paymentRequestFor(order, vendor);
  return (
    <section className={styles.card} aria-labelledby="pay-h" data-testid="order-payment">
      <h2 id="pay-h" className={styles.h2}>
        {request ? t('requestPayment') : t('bill')}
      </h2>
      {request?.kind === 'request' && <UpiRequest order={order} request={request} shopName={vendor?.shopName ?? ''} />}
      {request?.kind === 'missing' && (
        <div className={styles.missing} data-testid="upi-missing">
          <p className={styles.missingTitle}>{t('noUpiTitle')}</p>
          <p className={styles.muted}>{t('noUpiText')}</p>
          <Link to="/profile/business/edit" className={styles.addUpi}>
            {t('addUpi')}
          </Link>
        </div>
      )}
      <BillActions order={order} />
    </section>
  );
}

function UpiRequest({ order, request, shopName }: { order: VendorOrder; request: Request; shopName: string }) {
  const amount = formatRupees(request.rupees);
  const message = t('whatsappMessage', {
    name: order.customerName ?? '',
    amount,
    order: orderText('orderNo', { id: shortOrderId(order.orderId) }),
    shop: shopName || request.payee,
    link: request.link,
  });
  const chat = whatsappLinkFor(order, message);
  const share = async () => {
    try {
      if (navigator.share) await navigator.share({ text: message });
      else {
        await navigator.clipboard.writeText(message);
      }
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') toast.error(t('shareFailed'));
    }
  };
  return (
    <div className={styles.request} data-testid="payment-request">
      <div className={styles.qrRow}>
        <QrCode text={request.link} alt={t('qrAlt', { amount, payee: request.payee, upiId: request.upiId })} />
        <div className={styles.requestText}>
          <p className={styles.amount} data-testid="request-amount">
            {amount}
          </p>
          <p className={styles.muted}>{t('scanToPay', { amount, payee: request.payee })}</p>
          <p className={styles.upiId}>{request.upiId}</p>
        </div>
      </div>
      <div className={styles.buttons}>
        <a className={styles.primary} href={request.link} data-testid="upi-link">
          {t('payLink')}
        </a>
        {chat ? (
          <a className={styles.whatsapp} href={chat} target="_blank" rel="noopener noreferrer" data-testid="send-whatsapp">
            {t('sendWhatsApp')}
          </a>
        ) : (
          <button type="button" className={styles.whatsapp} onClick={() => void share()} data-testid="send-whatsapp">
            {t('sendWhatsApp')}
          </button>
        )}
      </div>
      <p className={styles.confirm} data-testid="confirm-with-paid">
        {t('confirmWithPaid', { paid: orderText('actionPaid') })}
      </p>
    </div>
  );
}

/** The link as a QR code (SVG from the qrcode library, loaded only on this screen). */
function QrCode({ text, alt }: { text: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSvg(null);
    import('qrcode')
      .then((QR) => QR.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } }))
      .then((s) => live && setSvg(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return <p className={styles.muted}>{t('qrFailed')}</p>;
  return svg ? (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-testid="upi-qr"
      data-payload={text}
      width={168}
      height={168}
    />
  ) : (
    <span className={styles.qr} aria-hidden="true" />
  );
}
