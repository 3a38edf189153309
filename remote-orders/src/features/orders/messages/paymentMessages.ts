import { defineMessages, makeTranslator } from '@vd/shared/i18n';

/**
 * Texts of the order screen's payment request and bill. 'Request payment', 'Pay with any
 * UPI app', 'Send on WhatsApp', 'Download bill' and 'Share bill' are the requested wording; the rest are ours.
 * The bill reuses the order screen's own texts (Total, Delivery Charges, FREE) from the area catalogue.
 */
export const messages = defineMessages('orders.payments', {
  requestPayment: 'Request payment',
  scanToPay: 'Scan with any UPI app to pay {amount} to {payee}.',
  qrAlt: 'UPI QR code: pay {amount} to {payee} ({upiId})',
  qrFailed: 'The QR code could not be drawn. The link below works the same.',
  payLink: 'Pay with any UPI app',
  sendWhatsApp: 'Send on WhatsApp',
  whatsappMessage: 'Hello {name}, please pay {amount} for your order {order} from {shop}. Tap to pay with any UPI app: {link}',
  shareFailed: 'Could not open sharing on this device.',
  confirmWithPaid: 'There is no payment gateway: check that the money reached you, then tap “{paid}”.',
  noUpiTitle: 'Get paid by UPI',
  noUpiText: 'Add your shop’s UPI ID to show a payment QR code on unpaid orders and on bills.',
  addUpi: 'Add UPI ID',
  bill: 'Bill',
  downloadBill: 'Download bill',
  shareBill: 'Share bill',
  billFailed: 'The bill could not be made. Please try again.',
  billGst: 'GSTIN: {gst}',
  billPhone: 'Phone: {phone}',
  billCustomer: 'Customer: {name}',
  billDate: 'Date: {date}',
  billItem: 'Item',
  billQty: 'Qty',
  billAmount: 'Amount',
  billPayment: 'Payment: {status}',
  billPaid: 'Paid',
  billUnpaid: 'Not paid yet',
  billCancelled: 'Order cancelled',
  billScan: 'Scan to pay with any UPI app',
  billThanks: 'Thank you for shopping with us!',
});

export type MessageKey = keyof typeof messages;
export const t = makeTranslator(messages);
