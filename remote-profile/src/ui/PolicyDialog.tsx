import { Button, Dialog } from '@vd/shared/ui';
import { Link } from '@vd/shared/router';
import { policyDocument } from '../lib/policies';
import styles from './PolicyArticle.module.css';
import { PolicyArticle } from './PolicyArticle';
import { pt } from './policyMessages';

const PATHS = { terms: '/terms', privacy: '/privacy' } as const;

/** The Terms and Privacy dialogs (spec 2 "/profile" dialogs): the long legal text, with a link to the full page. */
export function PolicyDialog({ policy, open, onClose }: { policy: 'terms' | 'privacy'; open: boolean; onClose: () => void }) {
  const doc = policyDocument(policy);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={doc.title}
      size="wide"
      footer={
        <>
          <Link to={PATHS[policy]} className={styles.pageLink} onClick={onClose}>
            {pt('openPage')}
          </Link>
          <Button onClick={onClose}>{pt('close')}</Button>
        </>
      }
    >
      <PolicyArticle doc={doc} updatedLabel={pt('updated')} headingLevel={3} />
    </Dialog>
  );
}
