import type { Vendor } from '@vd/shared/session';
import { contactRows, type ContactRow } from '../model/contact';
import { t } from '../messages';
import { aboutUsOf } from '../model/profile';
import { Icon, type IconName } from './Icon';
import styles from './PublicProfile.module.css';

const ROW_ICON: Record<ContactRow['key'], IconName> = {
  phone: 'phone',
  address: 'pin',
  email: 'mail',
  facebook: 'link',
  youtube: 'link',
  instagram: 'link',
  website: 'link',
};

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** About Us and Contact Info (phone, address with 'View On Map', email 'For Enquiry & Support', social links); empty values hidden. */
export function OverviewPanel({ vendor }: { vendor: Vendor }) {
  const about = aboutUsOf(vendor);
  const rows = contactRows(vendor);
  const details = rows.filter((r) => r.key === 'phone' || r.key === 'address' || r.key === 'email');
  const social = rows.filter((r) => !details.includes(r));

  return (
    <div className={styles.stack}>
      {about && (
        <section className={styles.card} aria-labelledby="pp-about">
          <h2 id="pp-about" className={styles.sectionTitle}>
            {t('aboutUs')}
          </h2>
          <p className={styles.about}>{about}</p>
        </section>
      )}
      <section className={styles.card} aria-labelledby="pp-contact">
        <h2 id="pp-contact" className={styles.sectionTitle}>
          {t('contactInfo')}
        </h2>
        {rows.length === 0 && <p className={styles.muted}>{t('noContact')}</p>}
        <ul className={styles.contactList}>
          {details.map((row) => (
            <li key={row.key} className={styles.contactRow} data-testid={`contact-${row.key}`}>
              <span className={styles.contactIcon}>
                <Icon name={ROW_ICON[row.key]} size={18} />
              </span>
              <div className={styles.contactText}>
                <span className={styles.contactLabel}>{row.key === 'email' ? row.caption : row.label}</span>
                {row.key === 'address' ? (
                  <>
                    <span className={styles.contactValue}>{row.value}</span>
                    <a className={styles.inlineLink} href={row.href} {...NEW_TAB}>
                      {row.caption}
                    </a>
                  </>
                ) : (
                  <a className={styles.contactValue} href={row.href}>
                    {row.value}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
        {social.length > 0 && (
          <ul className={styles.socialList}>
            {social.map((row) => (
              <li key={row.key}>
                <a className={styles.socialLink} href={row.href} {...NEW_TAB} data-testid={`contact-${row.key}`}>
                  <Icon name={ROW_ICON[row.key]} size={16} />
                  {row.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
