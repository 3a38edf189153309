import { Button, shareShop, useVendor } from '@vd/shared';
import { SOCIAL_LINKS } from '../../../lib/social';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { Icon } from '../../../ui/Icon';
import { st } from '../messages';
import styles from './social.module.css';

/** /profile/social: 'Spread the Word' (the profile share) and follow cards opening in a new tab. */
export default function SocialScreen() {
  const vendor = useVendor();
  const share = () => void shareShop({ contactNo: vendor?.contactNo ?? null, shopName: vendor?.shopName ?? '', context: 'profile' });
  return (
    <EditorPage title={st('title')} backLabel={st('back')} testId="social-media">
      <EditorCard title={st('shareTitle')} description={st('shareText')}>
        <Button onClick={share} fullWidth>
          <Icon name="share" size={18} />
          {st('spreadTheWord')}
        </Button>
      </EditorCard>
      <EditorCard title={st('followTitle')} description={st('followText')}>
        <ul className={styles.grid}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.network}>
              <a className={styles.card} href={link.url} target="_blank" rel="noopener noreferrer" data-network={link.network}>
                <span className={styles.brand} style={{ background: link.color }} aria-hidden="true">
                  {link.mark}
                </span>
                <span className={styles.text}>
                  <strong>{link.label}</strong>
                  <span>{link.handle}</span>
                </span>
                <span className={styles.follow}>
                  {st('follow')}
                  <Icon name="external" size={14} />
                </span>
                <span className="vd-sr-only">{st('opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </EditorCard>
    </EditorPage>
  );
}
