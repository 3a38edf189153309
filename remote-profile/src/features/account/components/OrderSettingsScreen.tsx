import { Button } from '@vd/shared/ui';
import { profileRuleText } from '@vd/shared/validation';
import type { Vendor } from '@vd/shared/session';
import { PROFILE_LIMITS } from '@vd/contract/rules';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { useOrderSettings } from '../hooks/useOrderSettings';
import { at } from '../messages';
import { VendorFormScreen } from './VendorFormScreen';
import styles from './account.module.css';

/** /profile/settings (Order Settings): the fields are chosen in decision 0025; the messages are the spec's four. */
export default function OrderSettingsScreen() {
  return (
    <VendorFormScreen title={at('settingsTitle')} errorMessage={at('settingsLoadFailed')}>
      {(vendor) => <OrderSettingsForm key={vendor.id} vendor={vendor} />}
    </VendorFormScreen>
  );
}

function OrderSettingsForm({ vendor }: { vendor: Vendor }) {
  const { fields, errors, change, save, saving } = useOrderSettings(vendor);
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
        title={at('settingsTitle')}
        backLabel={at('back')}
        testId="order-settings"
        footer={
          <Button type="submit" loading={saving} loadingText={at('saving')}>
            {at('saveChanges')}
          </Button>
        }
      >
        <EditorCard title={at('deliveryCard')} description={at('settingsIntro')}>
          <div className={fieldRowClass}>
            <TextField
              label={at('deliveryRadius')}
              hint={at('deliveryRadiusHint')}
              error={err('deliveryRadius')}
              name="deliveryRadius"
              type="number"
              inputMode="decimal"
              min={PROFILE_LIMITS.radiusMinKm}
              max={PROFILE_LIMITS.radiusMaxKm}
              step="0.5"
              value={fields.deliveryRadius}
              onValueChange={(v) => change('deliveryRadius', v)}
            />
            <TextField
              label={at('deliveryMinutes')}
              hint={at('deliveryMinutesHint')}
              error={err('deliveryMinutes')}
              name="deliveryMinutes"
              inputMode="numeric"
              placeholder="20-35"
              value={fields.deliveryMinutes}
              onValueChange={(v) => change('deliveryMinutes', v)}
            />
          </div>
        </EditorCard>
        <EditorCard title={at('expressCard')}>
          <div className={styles.toggleRow}>
            <div className={styles.toggleText}>
              <span className={styles.toggleLabel} id="express-label">
                {at('expressDelivery')}
              </span>
              <span className={styles.toggleHint} id="express-hint">
                {at('expressDeliveryHint')}
              </span>
            </div>
            <Switch
              checked={fields.isExpressDelivery}
              onToggle={() => change('isExpressDelivery', !fields.isExpressDelivery)}
              labelledBy="express-label"
              describedBy="express-hint"
            />
          </div>
        </EditorCard>
      </EditorPage>
    </form>
  );
}
