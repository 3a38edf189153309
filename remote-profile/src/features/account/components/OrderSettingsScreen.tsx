import type { Vendor } from '@vd/shared/session';
import { PROFILE_LIMITS } from '@vd/contract/rules';
import { bindFields } from '../../../ui/bindFields';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { useOrderSettings } from '../hooks/useOrderSettings';
import { at } from '../messages';
import { AccountForm, SaveButton, VendorFormScreen } from './VendorFormScreen';
import styles from './account.module.css';

/** /profile/settings (Order Settings): delivery radius, Express delivery, usual delivery time; the messages are the spec's four. */
export default function OrderSettingsScreen() {
  return <VendorFormScreen title={at('settingsTitle')} errorMessage={at('settingsLoadFailed')} form={OrderSettingsForm} />;
}

function OrderSettingsForm({ vendor }: { vendor: Vendor }) {
  const { fields, errors, change, save, saving } = useOrderSettings(vendor);
  const field = bindFields(fields, errors, change);
  return (
    <AccountForm title={at('settingsTitle')} testId="order-settings" onSave={save} footer={<SaveButton saving={saving} label={at('saveChanges')} />}>
      <EditorCard title={at('deliveryCard')} description={at('settingsIntro')}>
        <div className={fieldRowClass}>
          <TextField
            label={at('deliveryRadius')}
            hint={at('deliveryRadiusHint')}
            name="deliveryRadius"
            type="number"
            inputMode="decimal"
            min={PROFILE_LIMITS.radiusMinKm}
            max={PROFILE_LIMITS.radiusMaxKm}
            step="0.5"
            {...field('deliveryRadius')}
          />
          <TextField
            label={at('deliveryMinutes')}
            hint={at('deliveryMinutesHint')}
            name="deliveryMinutes"
            inputMode="numeric"
            placeholder="20-35"
            {...field('deliveryMinutes')}
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
    </AccountForm>
  );
}
