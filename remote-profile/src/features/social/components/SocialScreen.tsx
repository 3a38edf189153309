import { Button } from '@vd/shared/ui';
import { shareShop } from '@vd/shared/share';
import { useVendor } from '@vd/shared/session';
import { socialLinks } from '../../../lib/social';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { Icon } from '../../../ui/Icon';
import { SocialLinkCard } from '../../../ui/SocialLinkCard';
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
          {socialLinks().map((link) => (
            <li key={link.network}>
              <SocialLinkCard
                link={link}
                newTabLabel={st('opensInNewTab')}
                action={
                  <span className={styles.follow}>
                    {st('follow')}
                    <Icon name="external" size={14} />
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      </EditorCard>
    </EditorPage>
  );
}
