import { UPI_ID_MAX_LENGTH, UPI_NAME_MAX_LENGTH } from '@vd/contract/rules';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { TextField } from '../components/controls';
import type { CardProps } from '../components/OperationalBasicsCard';
import { t } from './messages';
import { t as bt } from '../messages';
import styles from '../components/BusinessDetails.module.css';

/** Payments (UPI): the shop's UPI ID and the optional payee name the order screen's payment request uses. */
export function PaymentsCard({ form, update, errors, touch, ownerOnlyLocked = false }: CardProps) {
  return (
    <EditorCard title={t('title')} description={t('text')} testId="card-payments">
      {ownerOnlyLocked && <p className={styles.note}>{bt('ownerOnly')}</p>}
      <div className={fieldRowClass}>
        <TextField
          label={t('upiId')}
          hint={t('upiIdHint')}
          value={form.upiId}
          maxLength={UPI_ID_MAX_LENGTH}
          // i18n-ignore: a UPI ID format example, the same in every language
          placeholder="sharmastore@okaxis"
          field="upiId"
          readOnly={ownerOnlyLocked}
          error={errors.upiId}
          onBlur={() => touch('upiId')}
          onChange={(upiId) => update((f) => ({ ...f, upiId: upiId.replace(/\s+/g, '') }))}
        />
        <TextField
          label={t('payeeName')}
          hint={t('payeeNameHint')}
          value={form.upiPayeeName}
          maxLength={UPI_NAME_MAX_LENGTH}
          field="upiPayeeName"
          readOnly={ownerOnlyLocked}
          error={errors.upiPayeeName}
          onBlur={() => touch('upiPayeeName')}
          onChange={(upiPayeeName) => update((f) => ({ ...f, upiPayeeName }))}
        />
      </div>
    </EditorCard>
  );
}
