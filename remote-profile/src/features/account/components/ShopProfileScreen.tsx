import { Button } from '@vd/shared/ui';
import { Link } from '@vd/shared/router';
import { profileRuleText } from '@vd/shared/validation';
import type { Vendor } from '@vd/shared/session';
import type { ShopProfileField } from '@vd/contract';
import { PROFILE_LIMITS, SHOP_PROFILE_URL_FIELDS } from '@vd/contract/rules';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { TextField } from '../../../ui/TextField';
import { useShopProfile } from '../hooks/useShopProfile';
import { type AccountMessageKey, at } from '../messages';
import { VendorFormScreen } from './VendorFormScreen';
import styles from './account.module.css';

const URL_PLACEHOLDER: Record<string, string> = {
  website: 'https://www.yourshop.in',
  youtube: 'https://www.youtube.com/@yourshop',
  facebook: 'https://www.facebook.com/yourshop',
  instagram: 'https://www.instagram.com/yourshop',
};

/** /profile/shop/edit (decision 0025): the spec's route-less Shop Profile editor. */
export default function ShopProfileScreen() {
  return (
    <VendorFormScreen title={at('shopTitle')} errorMessage={at('userMissing')}>
      {(vendor) => <ShopProfileForm key={vendor.id} vendor={vendor} />}
    </VendorFormScreen>
  );
}

function ShopProfileForm({ vendor }: { vendor: Vendor }) {
  const { values, errors, change, save, saving } = useShopProfile(vendor);
  const err = (k: ShopProfileField) => (errors[k] ? profileRuleText(errors[k]) : null);
  const saveButton = (
    <Button type="submit" loading={saving} loadingText={at('saving')}>
      {at('saveChanges')}
    </Button>
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <EditorPage title={at('shopTitle')} backLabel={at('back')} testId="shop-profile" footer={saveButton}>
        <EditorCard title={at('aboutCard')} description={at('shopIntro')}>
          <TextField
            label={at('tagline')}
            hint={at('taglineHint')}
            error={err('tagline')}
            name="tagline"
            maxLength={PROFILE_LIMITS.tagline}
            value={values.tagline}
            onValueChange={(v) => change('tagline', v)}
          />
          <TextField
            multiline
            label={at('aboutUs')}
            hint={at('aboutUsHint')}
            error={err('aboutUs')}
            name="aboutUs"
            rows={5}
            maxLength={PROFILE_LIMITS.aboutUs}
            value={values.aboutUs}
            onValueChange={(v) => change('aboutUs', v)}
          />
          <p className={styles.counter} aria-live="polite">
            {at('charactersLeft', { count: PROFILE_LIMITS.aboutUs - values.aboutUs.length })}
          </p>
        </EditorCard>
        <EditorCard title={at('linksCard')} description={at('linksHint')}>
          {SHOP_PROFILE_URL_FIELDS.map((field) => (
            <TextField
              key={field}
              label={at(field as AccountMessageKey)}
              error={err(field)}
              name={field}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={URL_PLACEHOLDER[field]}
              maxLength={PROFILE_LIMITS.url}
              value={values[field]}
              onValueChange={(v) => change(field, v)}
            />
          ))}
        </EditorCard>
        <Link to="/vendor/profile" className={styles.publicLink}>
          {at('viewPublic')}
        </Link>
      </EditorPage>
    </form>
  );
}
