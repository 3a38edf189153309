import { Button, Dialog } from '@vd/shared/ui';
import { Link } from '@vd/shared/router';
import { followUsLinks } from '../../../lib/social';
import { SocialLinkCard } from '../../../ui/SocialLinkCard';
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
            <SocialLinkCard link={link} newTabLabel={ht('opensInNewTab')} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
