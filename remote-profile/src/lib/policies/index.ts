import { formatMessage, type Messages } from '@vd/shared/i18n';
import { privacyPolicyMessages } from './privacyMessages';
import { refundPolicyMessages } from './refundMessages';
import { returnPolicyMessages } from './returnMessages';
import { shippingPolicyMessages } from './shippingMessages';
import { termsPolicyMessages } from './termsMessages';
import { MARKETPLACE, type PolicyDocument, type PolicySection } from './types';

export type { PolicyDocument, PolicySection } from './types';
export { MARKETPLACE } from './types';

/**
 * The policy documents by name (the pages in features/policies, the Terms and Privacy dialogs in
 * ui/PolicyDialog): each one catalogue, so a translation replaces the document whole; and the
 * canonical path of those the spec names first (Return, Refund & Cancellation).
 */
const DOCUMENTS = {
  terms: { messages: termsPolicyMessages, canonicalPath: null },
  privacy: { messages: privacyPolicyMessages, canonicalPath: null },
  returnPolicy: { messages: returnPolicyMessages, canonicalPath: '/return-policy' },
  refundPolicy: { messages: refundPolicyMessages, canonicalPath: '/refund-policy' },
  shippingPolicy: { messages: shippingPolicyMessages, canonicalPath: null },
} as const satisfies Record<string, { messages: Messages<Record<string, string>>; canonicalPath: string | null }>;

export type PolicyName = keyof typeof DOCUMENTS;
export const POLICY_NAMES = Object.keys(DOCUMENTS) as PolicyName[];

const SECTION_KEY = /^s(\d+)$/;
const BODY_KEY = /^s(\d+)([pb])\d+$/;

/**
 * A policy document in the page's language, read from its catalogue at render time: `intro…` keys
 * are the introduction, `sN` a section heading, `sNpM` its paragraphs and `sNbM` its bullets, in the
 * catalogue's order.
 */
export function readPolicy(messages: Messages<Record<string, string>>, canonicalPath: string | null): PolicyDocument {
  const text = (key: string) => formatMessage(messages[key] ?? '', { marketplace: MARKETPLACE });
  const intro: string[] = [];
  const sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[] = [];
  const byNumber = new Map<string, (typeof sections)[number]>();
  for (const key of Object.keys(messages)) {
    if (key.startsWith('intro')) intro.push(text(key));
    const heading = SECTION_KEY.exec(key);
    if (heading) {
      const section = { heading: text(key) };
      byNumber.set(heading[1]!, section);
      sections.push(section);
    }
    const body = BODY_KEY.exec(key);
    const section = body ? byNumber.get(body[1]!) : undefined;
    if (body && section) {
      if (body[2] === 'p') section.paragraphs = [...(section.paragraphs ?? []), text(key)];
      else section.bullets = [...(section.bullets ?? []), text(key)];
    }
  }
  return {
    title: text('title'),
    pageTitle: text('pageTitle'),
    description: text('description'),
    canonicalPath,
    updated: text('updated'),
    intro,
    sections: sections as PolicySection[],
  };
}

/** Policy `name` in the page's language (read when rendered: never keep it in a module constant). */
export function policyDocument(name: PolicyName): PolicyDocument {
  const { messages, canonicalPath } = DOCUMENTS[name];
  return readPolicy(messages, canonicalPath);
}
