import { useState } from 'react';
import { supportPhone } from '@vd/shared/config';
import { useVendor } from '@vd/shared/session';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { ContactForm } from '../../../ui/ContactForm';
import { Icon } from '../../../ui/Icon';
import { PolicyDialog } from '../../../ui/PolicyDialog';
import { interpolate } from '../../../ui/interpolate';
import { contactScreenMessages, cst } from '../messages';
import { supportLinks } from '../model/links';
import styles from './contact.module.css';

/** /profile/contact: Call and WhatsApp cards and the message form (sent to the API's support messages). */
export default function ContactScreen() {
  const vendor = useVendor();
  const [policy, setPolicy] = useState<'terms' | 'privacy' | null>(null);
  const links = supportLinks(supportPhone(), cst('whatsappGreeting', { shopName: vendor?.shopName ?? '' }));
  return (
    <EditorPage title={cst('title')} backLabel={cst('back')} testId="contact-support">
      <p className={styles.intro}>{cst('intro')}</p>
      {links ? (
        <div className={styles.cards}>
          <a className={styles.card} href={links.tel} data-testid="contact-call">
            <span className={`${styles.cardIcon} ${styles.call}`}>
              <Icon name="phone" size={22} />
            </span>
            <span className={styles.cardText}>
              <strong>{cst('call')}</strong>
              <span className={styles.number}>{links.display}</span>
              <span>{cst('callText')}</span>
            </span>
          </a>
          <a className={styles.card} href={links.whatsapp} target="_blank" rel="noopener noreferrer" data-testid="contact-whatsapp">
            <span className={`${styles.cardIcon} ${styles.whatsapp}`}>
              <Icon name="message" size={22} />
            </span>
            <span className={styles.cardText}>
              <strong>{cst('whatsapp')}</strong>
              <span className={styles.number}>{links.display}</span>
              <span>{cst('whatsappText')}</span>
            </span>
          </a>
        </div>
      ) : null}
      <EditorCard title={cst('writeTitle')} description={cst('writeText')}>
        <ContactForm variant="page" />
        <p className={styles.agree}>
          {interpolate(contactScreenMessages.agree, {
            terms: (
              <button type="button" className={styles.linkButton} onClick={() => setPolicy('terms')}>
                {cst('terms')}
              </button>
            ),
            privacy: (
              <button type="button" className={styles.linkButton} onClick={() => setPolicy('privacy')}>
                {cst('privacy')}
              </button>
            ),
          })}
        </p>
      </EditorCard>
      <PolicyDialog policy="terms" open={policy === 'terms'} onClose={() => setPolicy(null)} />
      <PolicyDialog policy="privacy" open={policy === 'privacy'} onClose={() => setPolicy(null)} />
    </EditorPage>
  );
}
