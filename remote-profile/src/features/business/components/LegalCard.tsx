import { Button } from '@vd/shared/ui';
import { SPEC_MESSAGES, addCertificate, removeCertificate, updateCertificate } from '@vd/contract/rules';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass, inputClass } from '../../../ui/Field';
import { t } from '../messages';
import styles from './BusinessDetails.module.css';
import { TextField } from './controls';
import type { CardProps } from './OperationalBasicsCard';

export function LegalCard({ form, update, errors, touch, ownerOnlyLocked = false }: CardProps) {
  return (
    <EditorCard title={t('legal')} description={t('legalText')} testId="card-legal">
      {ownerOnlyLocked && <p className={styles.note}>{t('ownerOnly')}</p>}
      <div className={fieldRowClass}>
        <TextField
          label={t('establishedYear')}
          value={form.establishedYear}
          inputMode="numeric"
          maxLength={4}
          placeholder="2008"
          field="establishedYear"
          error={errors.establishedYear}
          onBlur={() => touch('establishedYear')}
          onChange={(establishedYear) => update((f) => ({ ...f, establishedYear }))}
        />
        <TextField
          label={t('gstNo')}
          value={form.gstNo}
          maxLength={15}
          // i18n-ignore: a GSTIN format example, the same in every language
          placeholder="07AABCS1234F1Z5"
          upperCase
          field="gstNo"
          readOnly={ownerOnlyLocked}
          error={errors.gstNo}
          onBlur={() => touch('gstNo')}
          onChange={(gstNo) => update((f) => ({ ...f, gstNo }))}
        />
        <TextField
          label={t('panNo')}
          value={form.panNo}
          maxLength={10}
          // i18n-ignore: a PAN format example, the same in every language
          placeholder="AABCS1234F"
          upperCase
          field="panNo"
          readOnly={ownerOnlyLocked}
          error={errors.panNo}
          onBlur={() => touch('panNo')}
          onChange={(panNo) => update((f) => ({ ...f, panNo }))}
        />
        <TextField
          label={t('udyamNo')}
          value={form.udyamNo}
          maxLength={19}
          // i18n-ignore: the Udyam number format, the same in every language
          placeholder="UDYAM-XX-00-0000000"
          upperCase
          field="udyamNo"
          readOnly={ownerOnlyLocked}
          error={errors.udyamNo}
          onBlur={() => touch('udyamNo')}
          onChange={(udyamNo) => update((f) => ({ ...f, udyamNo }))}
        />
      </div>

      <div className={styles.group} data-testid="certifications">
        <span className={styles.legend}>{t('certifications')}</span>
        {form.certifications.length === 0 ? (
          <p className={styles.empty}>{SPEC_MESSAGES.noCertificates}</p>
        ) : (
          <ol className={styles.certs}>
            {form.certifications.map((c, i) => (
              <li key={i} className={styles.cert}>
                <input
                  className={inputClass}
                  value={c.name}
                  placeholder={t('certificateName')}
                  aria-label={t('certificateNameN', { index: i + 1 })}
                  onChange={(e) => update((f) => updateCertificate(f, i, { name: e.target.value }))}
                />
                <input
                  className={inputClass}
                  value={c.number}
                  placeholder={t('certificateNumber')}
                  aria-label={t('certificateNumberN', { index: i + 1 })}
                  onChange={(e) => update((f) => updateCertificate(f, i, { number: e.target.value }))}
                />
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('removeCertificate', { index: i + 1 })}
                  onClick={() => update((f) => removeCertificate(f, i))}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        )}
        <p className={styles.note}>{t('certificateHint')}</p>
        <div>
          <Button variant="secondary" size="small" onClick={() => update(addCertificate)}>
            {t('addCertificate')}
          </Button>
        </div>
      </div>
    </EditorCard>
  );
}
