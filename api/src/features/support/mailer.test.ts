import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/env.js';
import { createSupportMailer, supportEmail, supportMailSettings } from './mailer.js';
import type { StoredSupportMessage } from './service.js';

const message: StoredSupportMessage = {
  id: 'm1',
  vendorId: 'v1',
  vendorPhone: '+919876543210',
  shopName: 'Sharma General Store',
  topic: 'category-request',
  name: 'Ramesh Sharma',
  email: 'ramesh@example.in',
  message: 'Please add Stationery.',
  createdAt: new Date('2026-11-23T10:00:00Z'),
  emailedAt: null,
};

describe('support e-mail', () => {
  it('names the shop and the kind in the subject, replies to the sender, carries the text', () => {
    const email = supportEmail(message);
    expect(email.subject).toBe('Category request from Sharma General Store (+919876543210)');
    expect(email.replyTo).toBe('Ramesh Sharma <ramesh@example.in>');
    expect(email.text).toContain('Please add Stationery.');
  });

  it('is sent through the transport to the support inbox', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transport.sendMail;
    await createSupportMailer(transport, { to: 'support@localbig.in', from: 'noreply@localbig.in' }).send(message);
    const json = JSON.parse(sent[0]!);
    expect(json).toMatchObject({
      subject: 'Category request from Sharma General Store (+919876543210)',
      text: expect.stringContaining('Please add Stationery.'),
    });
    expect(json.to[0].address).toBe('support@localbig.in');
    expect(json.replyTo[0].address).toBe('ramesh@example.in');
  });

  it('is off without SMTP_URL; wrong settings stop the start naming the variable', () => {
    expect(supportMailSettings({})).toBeNull();
    expect(supportMailSettings({ SMTP_URL: 'smtps://u:p@smtp.example.in:465', SUPPORT_EMAIL_TO: 'help@localbig.in' })).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.in:465',
      to: 'help@localbig.in',
      from: 'help@localbig.in',
    });
    expect(() => supportMailSettings({ SMTP_URL: 'smtps://u:p@smtp.example.in:465' })).toThrow(/SUPPORT_EMAIL_TO/);
    expect(() => supportMailSettings({ SMTP_URL: 'http://x.in', SUPPORT_EMAIL_TO: 'a@b.in' })).toThrow(ConfigError);
    expect(() => supportMailSettings({ SMTP_URL: 'not a url', SUPPORT_EMAIL_TO: 'a@b.in' })).toThrow(/SMTP_URL/);
  });
});
