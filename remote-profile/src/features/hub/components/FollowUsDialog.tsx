import { Button, Dialog, Link } from '@vd/shared';
import { followUsLinks } from '../../../lib/social';
import { ht } from '../messages';
import styles from './hub.module.css';

/** Social Media → the Follow Us dialog: Twitter/X, Facebook, Instagram, LinkedIn, YouTube, each in a new tab. */
export function FollowUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ht('followUs')}
      footer={
        <>
          <Link to="/profile/social" className={styles.dialogLink} onClick={onClose}>
            {ht('spreadTheWord')}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {ht('close')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{ht('followUsText')}</p>
      <ul className={styles.followList}>
        {followUsLinks().map((link) => (
          <li key={link.network}>
            <a className={styles.followLink} href={link.url} target="_blank" rel="noopener noreferrer">
              <span className={styles.brand} style={{ background: link.color }} aria-hidden="true">
                {link.mark}
              </span>
              <span className={styles.followName}>{link.label}</span>
              <span className={styles.followHandle}>{link.handle}</span>
              <span className="vd-sr-only">{ht('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
