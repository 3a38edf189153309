import { Button } from '@vd/shared/ui';
import { stripCountryCode } from '@vd/shared/validation';
import type { Vendor } from '@vd/shared/session';
import { bindFields } from '../../../ui/bindFields';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import { useEditProfile } from '../hooks/useEditProfile';
import { at } from '../messages';
import { AccountForm, SaveButton, VendorFormScreen } from './VendorFormScreen';

/** /profile/edit: full name, e-mail, primary contact (read-only), alternate contact (optional). */
export default function EditProfileScreen() {
  return <VendorFormScreen title={at('editTitle')} errorMessage={at('userMissing')} form={EditProfileForm} />;
}

function EditProfileForm({ vendor }: { vendor: Vendor }) {
  const { fields, errors, change, save, saving, cancel } = useEditProfile(vendor);
  const field = bindFields(fields, errors, change);
  const footer = (
    <>
      <Button type="button" variant="secondary" onClick={cancel} disabled={saving}>
        {at('cancel')}
      </Button>
      <SaveButton saving={saving} label={at('save')} />
    </>
  );
  return (
    <AccountForm title={at('editTitle')} testId="edit-profile" onSave={save} footer={footer}>
      <EditorCard title={at('editTitle')} description={at('editIntro')}>
        <TextField label={at('fullName')} required name="name" autoComplete="name" {...field('name')} />
        <TextField label={at('email')} name="email" type="email" inputMode="email" autoComplete="email" {...field('emailId')} />
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
            prefix="+91"
            name="alternateContact"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...field('alternateContact')}
          />
        </div>
      </EditorCard>
    </AccountForm>
  );
}
