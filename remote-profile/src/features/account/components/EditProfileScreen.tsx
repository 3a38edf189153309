import type { ReactNode } from 'react';
import { Button, Skeleton, stripCountryCode, type Vendor } from '@vd/shared';
import { ruleErrorText } from '@vd/shared/api-contract/rules';
import { QueryState, useQuery, vendorRecordQuery } from '@vd/shared/data';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import { useEditProfile } from '../hooks/useEditProfile';
import { at } from '../messages';

/** /profile/edit: full name, e-mail, primary contact (read-only), alternate contact (optional). */
export default function EditProfileScreen() {
  const query = useQuery(vendorRecordQuery());
  return (
    <QueryState
      query={query}
      errorMessage={at('userMissing')}
      loading={<FormSkeleton title={at('editTitle')} />}
      errorFrame={(error) => <ErrorFrame title={at('editTitle')}>{error}</ErrorFrame>}
    >
      {(vendor) => <EditProfileForm key={vendor.id} vendor={vendor} />}
    </QueryState>
  );
}

/** A failed load keeps the screen's title bar and back arrow around the error and its Retry. */
export function ErrorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EditorPage title={title} backLabel={at('back')} testId="account-error">
      {children}
    </EditorPage>
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
          <TextField
            label={at('fullName')}
            error={err('name')}
            required
            name="name"
            autoComplete="name"
            value={fields.name}
            onValueChange={(v) => change('name', v)}
          />
          <TextField
            label={at('email')}
            error={err('emailId')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={fields.emailId}
            onValueChange={(v) => change('emailId', v)}
          />
          <div className={fieldRowClass}>
            <TextField
              label={at('primaryContact')}
              hint={at('primaryContactHint')}
              prefix="+91"
              name="contactNo"
              value={stripCountryCode(vendor.contactNo)}
              readOnly
              onValueChange={() => undefined}
            />
            <TextField
              label={`${at('alternateContact')} ${at('optional')}`}
              hint={at('alternateContactHint')}
              error={err('alternateContact')}
              prefix="+91"
              name="alternateContact"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={fields.alternateContact}
              onValueChange={(v) => change('alternateContact', v)}
            />
          </div>
        </EditorCard>
      </EditorPage>
    </form>
  );
}
