import { Button, Skeleton } from '@vd/shared/ui';
import { QueryState } from '@vd/shared/data';
import { EditorPage } from '../../../ui/EditorPage';
import { useBusinessDetails } from '../hooks/useBusinessDetails';
import { t } from '../messages';
import styles from './BusinessDetails.module.css';
import { FulfillmentCard } from './FulfillmentCard';
import { LegalCard } from './LegalCard';
import { OperationalBasicsCard } from './OperationalBasicsCard';
import { HolidaysCard } from './HolidaysCard';
import { PaymentsCard } from '../payments/PaymentsCard';
import { roleOf, useVendor } from '@vd/shared/session';

/** /profile/business/edit (Vendor Attributes): three cards, Save Changes at the top and the bottom. */
export default function BusinessDetailsScreen() {
  // A manager sees the UPI ID and the registration numbers; only the owner changes them.
  const locked = roleOf(useVendor()) !== 'owner';
  const { record, masterFailed, form, update, errors, touch, save, saving } = useBusinessDetails();
  const ready = form !== null;
  const saveButton = (size: 'md' | 'small') => (
    <Button onClick={save} loading={saving} loadingText={t('saving')} disabled={!ready} size={size}>
      {t('save')}
    </Button>
  );
  return (
    <EditorPage title={t('title')} backLabel={t('back')} topAction={saveButton('small')} footer={saveButton('md')} testId="business-editor">
      <QueryState
        query={record}
        errorMessage={t('loadFailed')}
        loading={
          <div className={styles.loading} role="status" aria-live="polite">
            <p>{t('loading')}</p>
            <Skeleton height={220} />
            <Skeleton height={260} />
          </div>
        }
      >
        {() =>
          form ? (
            <>
              {masterFailed ? (
                <p className={styles.warning} role="status">
                  {t('masterFailed')}
                </p>
              ) : null}
              <OperationalBasicsCard form={form} update={update} errors={errors} touch={touch} />
              <HolidaysCard />
              <FulfillmentCard form={form} update={update} errors={errors} touch={touch} />
              <LegalCard form={form} update={update} errors={errors} touch={touch} ownerOnlyLocked={locked} />
              <PaymentsCard form={form} update={update} errors={errors} touch={touch} ownerOnlyLocked={locked} />
            </>
          ) : null
        }
      </QueryState>
    </EditorPage>
  );
}
