import { Button } from '@vd/shared/ui';
import { profileRuleText, stripCountryCode } from '@vd/shared/validation';
import type { Vendor } from '@vd/shared/session';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import { useEditProfile } from '../hooks/useEditProfile';
import { at } from '../messages';
import { VendorFormScreen } from './VendorFormScreen';

/** /profile/edit: full name, e-mail, primary contact (read-only), alternate contact (optional). */
export default function EditProfileScreen() {
  return (
    <VendorFormScreen title={at('editTitle')} errorMessage={at('userMissing')}>
      {(vendor) => <EditProfileForm key={vendor.id} vendor={vendor} />}
    </VendorFormScreen>
  );
}

function EditProfileForm({ vendor }: { vendor: Vendor }) {
  const { fields, errors, change, save, saving, cancel } = useEditProfile(vendor);
  const err = (k: keyof typeof errors) => (errors[k] ? profileRuleText(errors[k]) : null);
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
              label={at('alternateContact')}
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
