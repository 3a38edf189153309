import type { ReactNode } from 'react';
import type { SocialLink } from '../lib/social';
import styles from './SocialLinkCard.module.css';

/** A follow link of one network (brand badge, name, handle), opening in a new tab. */
export function SocialLinkCard({ link, newTabLabel, action }: { link: SocialLink; newTabLabel: string; action?: ReactNode }) {
  return (
    <a className={styles.card} href={link.url} target="_blank" rel="noopener noreferrer" data-network={link.network}>
      <span className={styles.brand} style={{ background: link.color }} aria-hidden="true">
        {link.mark}
      </span>
      <span className={styles.text}>
        <strong>{link.label}</strong>
        <span>{link.handle}</span>
      </span>
      {action}
      <span className="vd-sr-only">{newTabLabel}</span>
    </a>
  );
}
