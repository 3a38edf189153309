import type { StoredSupportMessage } from './repository.js';

/** Sends a stored support message to the support inbox (optional: without one, messages are stored and logged only). */
export interface SupportMailer {
  send(message: StoredSupportMessage): Promise<void>;
}

/** The e-mail's subject and plain-text body. */
export function supportEmail(m: StoredSupportMessage): { subject: string; text: string; replyTo: string } {
  const kind = m.topic === 'category-request' ? 'Category request' : 'Support message';
  return {
    subject: `${kind} from ${m.shopName} (${m.vendorPhone})`,
    replyTo: `${m.name} <${m.email}>`,
    text: [
      `${kind} ${m.id}`,
      `Shop: ${m.shopName}`,
      `Shop phone: ${m.vendorPhone}`,
      `From: ${m.name} <${m.email}>`,
      `Sent: ${m.createdAt.toISOString()}`,
      '',
      m.message,
    ].join('\n'),
  };
}
