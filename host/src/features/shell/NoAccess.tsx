import { Button, EmptyState } from '@vd/shared/ui';
import { useNavigate } from '@vd/shared/router';
import { t } from './messages';

/** A page the signed-in staff member's role does not allow: said plainly, with the way to their orders. */
export function NoAccess() {
  const navigate = useNavigate();
  return (
    <div data-testid="no-access">
      <EmptyState
        title={t('noAccessTitle')}
        description={t('noAccessText')}
        action={
          <Button variant="primary" onClick={() => void navigate('/')}>
            {t('noAccessBack')}
          </Button>
        }
      />
    </div>
  );
}
