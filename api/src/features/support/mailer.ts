/**
 * Optional: support messages e-mailed to the support inbox. Off unless SMTP_URL is
 * set; the message is always stored first, and a failed e-mail is only logged.
 *
 *   SMTP_URL            smtp(s)://user:password@host:port   (nodemailer connection URL)
 *   SUPPORT_EMAIL_TO    the support inbox (required with SMTP_URL)
 *   SUPPORT_EMAIL_FROM  the sender (default SUPPORT_EMAIL_TO)
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { ConfigError } from '../../config/env.js';
import type { StoredSupportMessage } from './service.js';

/** Sends a stored support message to the support inbox. */
export interface SupportMailer {
  send(message: StoredSupportMessage): Promise<void>;
}

/** The e-mail's subject, reply-to and plain-text body. */
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

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export interface SupportMailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

/** Reads the settings; null when SMTP_URL is not set; a ConfigError naming the variable when a value is wrong. */
export function supportMailSettings(env: Record<string, string | undefined>): SupportMailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const to = env.SUPPORT_EMAIL_TO?.trim() ?? '';
  if (!EMAIL.test(to)) throw new ConfigError('SUPPORT_EMAIL_TO must be an e-mail address when SMTP_URL is set');
  const from = env.SUPPORT_EMAIL_FROM?.trim() || to;
  if (!EMAIL.test(from)) throw new ConfigError('SUPPORT_EMAIL_FROM must be an e-mail address');
  return { smtpUrl, to, from };
}

/** A mailer over a nodemailer transport (SMTP in production; tests pass a JSON transport). */
export function createSupportMailer(transport: Transporter, settings: { to: string; from: string }): SupportMailer {
  return {
    async send(message) {
      const email = supportEmail(message);
      await transport.sendMail({ from: settings.from, to: settings.to, replyTo: email.replyTo, subject: email.subject, text: email.text });
    },
  };
}

/** The mailer the environment asks for, or null (the default: stored and logged only). */
export function supportMailerFromEnv(env: Record<string, string | undefined>): SupportMailer | null {
  const settings = supportMailSettings(env);
  if (!settings) return null;
  return createSupportMailer(nodemailer.createTransport(settings.smtpUrl), settings);
}
