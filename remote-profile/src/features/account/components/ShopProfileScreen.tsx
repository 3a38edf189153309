import { Link } from '@vd/shared/router';
import type { Vendor } from '@vd/shared/session';
import { PROFILE_LIMITS, SHOP_PROFILE_URL_FIELDS } from '@vd/contract/rules';
import { bindFields } from '../../../ui/bindFields';
import { EditorCard } from '../../../ui/EditorPage';
import { TextField } from '../../../ui/TextField';
import { useShopProfile } from '../hooks/useShopProfile';
import { type AccountMessageKey, at } from '../messages';
import { AccountForm, SaveButton, VendorFormScreen } from './VendorFormScreen';
import styles from './account.module.css';

const URL_PLACEHOLDER: Record<string, string> = {
  website: 'https://www.yourshop.in',
  youtube: 'https://www.youtube.com/@yourshop',
  facebook: 'https://www.facebook.com/yourshop',
  instagram: 'https://www.instagram.com/yourshop',
};

/** /profile/shop/edit: the spec's route-less Shop Profile editor. */
export default function ShopProfileScreen() {
  return <VendorFormScreen title={at('shopTitle')} errorMessage={at('userMissing')} form={ShopProfileForm} />;
}

function ShopProfileForm({ vendor }: { vendor: Vendor }) {
  const { values, errors, change, save, saving } = useShopProfile(vendor);
  const field = bindFields(values, errors, change);
  return (
    <AccountForm title={at('shopTitle')} testId="shop-profile" onSave={save} footer={<SaveButton saving={saving} label={at('saveChanges')} />}>
      <EditorCard title={at('aboutCard')} description={at('shopIntro')}>
        <TextField label={at('tagline')} hint={at('taglineHint')} name="tagline" maxLength={PROFILE_LIMITS.tagline} {...field('tagline')} />
        <TextField multiline label={at('aboutUs')} hint={at('aboutUsHint')} name="aboutUs" rows={5} maxLength={PROFILE_LIMITS.aboutUs} {...field('aboutUs')} />
        <p className={styles.counter} aria-live="polite">
          {at('charactersLeft', { count: PROFILE_LIMITS.aboutUs - values.aboutUs.length })}
        </p>
      </EditorCard>
      <EditorCard title={at('linksCard')} description={at('linksHint')}>
        {SHOP_PROFILE_URL_FIELDS.map((key) => (
          <TextField
            key={key}
            label={at(key as AccountMessageKey)}
            name={key}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={URL_PLACEHOLDER[key]}
            maxLength={PROFILE_LIMITS.url}
            {...field(key)}
          />
        ))}
      </EditorCard>
      <Link to="/vendor/profile" className={styles.publicLink}>
        {at('viewPublic')}
      </Link>
    </AccountForm>
  );
}
