import { Button, Skeleton, stripCountryCode, type Vendor } from '@vd/shared';
import { ruleErrorText } from '@vd/shared/api-contract/rules';
import { QueryState, useQuery, vendorRecordQuery } from '@vd/shared/data';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { Field, fieldRowClass, inputClass } from '../../../ui/Field';
import { useEditProfile } from '../hooks/useEditProfile';
import { at } from '../messages';
import styles from './account.module.css';

/** /profile/edit: full name, e-mail, primary contact (read-only), alternate contact (optional). */
export default function EditProfileScreen() {
  const query = useQuery(vendorRecordQuery());
  return (
    <QueryState query={query} errorMessage={at('userMissing')} loading={<FormSkeleton title={at('editTitle')} />}>
      {(vendor) => <EditProfileForm key={vendor.id} vendor={vendor} />}
    </QueryState>
  );
}

export function FormSkeleton({ title }: { title: string }) {
  return (
    <EditorPage title={title} backLabel={at('back')} testId="account-loading">
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </EditorPage>
  );
}

function EditProfileForm({ vendor }: { vendor: Vendor }) {
  const { fields, errors, change, save, saving, cancel } = useEditProfile(vendor);
  const err = (k: keyof typeof errors) => (errors[k] ? ruleErrorText(errors[k]) : null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <EditorPage
        title={at('editTitle')}
        backLabel={at('back')}
        testId="edit-profile"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={cancel} disabled={saving}>
              {at('cancel')}
            </Button>
            <Button type="submit" loading={saving} loadingText={at('saving')}>
              {at('save')}
            </Button>
          </>
        }
      >
        <EditorCard title={at('editTitle')} description={at('editIntro')}>
          <Field label={at('fullName')} error={err('name')} required>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={inputClass}
                name="name"
                autoComplete="name"
                value={fields.name}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                required
                onChange={(e) => change('name', e.target.value)}
              />
            )}
          </Field>
          <Field label={at('email')} error={err('emailId')}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={inputClass}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={fields.emailId}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => change('emailId', e.target.value)}
              />
            )}
          </Field>
          <div className={fieldRowClass}>
            <Field label={at('primaryContact')} hint={at('primaryContactHint')}>
              {({ id, describedBy }) => (
                <div className={styles.prefixed}>
                  <span className={styles.prefix} aria-hidden="true">
                    +91
                  </span>
                  <input id={id} className={inputClass} name="contactNo" value={stripCountryCode(vendor.contactNo)} readOnly aria-describedby={describedBy} />
                </div>
              )}
            </Field>
            <Field label={`${at('alternateContact')} ${at('optional')}`} hint={at('alternateContactHint')} error={err('alternateContact')}>
              {({ id, describedBy, invalid }) => (
                <div className={styles.prefixed}>
                  <span className={styles.prefix} aria-hidden="true">
                    +91
                  </span>
                  <input
                    id={id}
                    className={inputClass}
                    name="alternateContact"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    value={fields.alternateContact}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                    onChange={(e) => change('alternateContact', e.target.value)}
                  />
                </div>
              )}
            </Field>
          </div>
        </EditorCard>
      </EditorPage>
    </form>
  );
}
