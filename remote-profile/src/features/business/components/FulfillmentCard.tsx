import { Button } from '@vd/shared/ui';
import {
  PREPARATION_HOUR_OPTIONS,
  PRODUCT_DELIVERY_TYPES,
  type ProductDeliveryType,
  SLOT_INTERVAL_OPTIONS,
  resetDeliveryDays,
  selectProductDeliveryType,
  setCustomEnd,
  setCustomStart,
  setServiceProvider,
  setSlotInterval,
  setSlotMode,
  showsDeliveryTiming,
  togglePreparationHours,
} from '@vd/contract/rules';
import { EditorCard } from '../../../ui/EditorPage';
import { Field, fieldRowClass, inputClass } from '../../../ui/Field';
import { type MessageKey, t } from '../messages';
import { slotLabel } from '../model/attributes';
import styles from './BusinessDetails.module.css';
import { Chip, TextField, TimeSelect, YesNo } from './controls';
import type { CardProps } from './OperationalBasicsCard';

const OPTION_TEXT: Record<ProductDeliveryType, [MessageKey, MessageKey]> = {
  selfPickup: ['selfPickup', 'selfPickupText'],
  homeDelivery: ['homeDelivery', 'homeDeliveryText'],
  both: ['both', 'bothText'],
};

export function FulfillmentCard({ form, update, errors, touch }: CardProps) {
  return (
    <EditorCard title={t('fulfillment')} description={t('fulfillmentText')} testId="card-fulfillment">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('productDelivery')}</legend>
        <div className={styles.options} data-testid="delivery-options">
          {PRODUCT_DELIVERY_TYPES.map((option) => {
            const [name, text] = OPTION_TEXT[option];
            return (
              <button
                key={option}
                type="button"
                className={styles.option}
                aria-pressed={form.productDeliveryType === option}
                onClick={() => update((f) => selectProductDeliveryType(f, option))}
              >
                <span className={styles.optionName}>{t(name)}</span>
                <span className={styles.optionText}>{t(text)}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      {showsDeliveryTiming(form) ? (
        <>
          <fieldset className={styles.group} data-testid="same-day">
            <legend className={styles.legend}>{t('sameDay')}</legend>
            <div className={styles.chips}>
              {PREPARATION_HOUR_OPTIONS.map((hours) => (
                <Chip key={hours} pressed={form.preparationHours === hours} onClick={() => update((f) => togglePreparationHours(f, hours))}>
                  {t('hours', { count: hours })}
                </Chip>
              ))}
            </div>
            <p className={styles.note}>{t('sameDayHint')}</p>
          </fieldset>

          <fieldset className={styles.group} data-field="deliveryDays" data-testid="delivery-days">
            <legend className={styles.legend}>{t('deliveryDays')}</legend>
            <div className={styles.daysRow}>
              <TextField
                label={t('minDays')}
                value={form.minDays}
                inputMode="numeric"
                onBlur={() => touch('deliveryDays')}
                onChange={(minDays) => update((f) => ({ ...f, minDays }))}
              />
              <TextField
                label={t('maxDays')}
                value={form.maxDays}
                inputMode="numeric"
                onBlur={() => touch('deliveryDays')}
                onChange={(maxDays) => update((f) => ({ ...f, maxDays }))}
              />
              <Button variant="ghost" className={styles.reset} onClick={() => update(resetDeliveryDays)}>
                {t('reset')}
              </Button>
            </div>
            {errors.deliveryDays ? (
              <p className={styles.error} role="alert">
                {errors.deliveryDays}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}

      <YesNo
        label={t('serviceProvider')}
        value={form.isServiceProvider}
        onChange={(on) => update((f) => setServiceProvider(f, on))}
        testId="service-provider"
      />
      {form.isServiceProvider ? (
        <div className={styles.slots} data-field="slotHours" data-testid="pickup-slots">
          <span className={styles.legend}>{t('pickupSlots')}</span>
          <div className={styles.segmented} role="radiogroup" aria-label={t('pickupSlots')}>
            {(['businessHours', 'customHours'] as const).map((mode) => (
              <label key={mode} className={styles.segment}>
                <input type="radio" name="slot-mode" checked={form.slotMode === mode} onChange={() => update((f) => setSlotMode(f, mode))} />
                <span>{mode === 'businessHours' ? t('useBusinessHours') : t('setCustomHours')}</span>
              </label>
            ))}
          </div>
          {form.slotMode === 'customHours' ? (
            <div className={fieldRowClass}>
              <TimeSelect label={t('slotStart')} value={form.customHours.start} onChange={(start) => update((f) => setCustomStart(f, start))} />
              <TimeSelect label={t('slotEnd')} value={form.customHours.end} onChange={(end) => update((f) => setCustomEnd(f, end))} />
            </div>
          ) : null}
          <Field label={t('slotInterval')}>
            {({ id }) => (
              <select id={id} className={inputClass} value={form.slotInterval} onChange={(e) => update((f) => setSlotInterval(f, Number(e.target.value)))}>
                {SLOT_INTERVAL_OPTIONS.map((h) => (
                  <option key={h} value={h}>
                    {t(h === 1 ? 'intervalOption' : 'intervalOptions', { count: h })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {errors.slotHours ? (
            <p className={styles.error} role="alert">
              {errors.slotHours}
            </p>
          ) : null}
          <div className={styles.summary} data-testid="slot-summary">
            {form.serviceSlots.length === 0 ? (
              <p className={styles.note}>{t('noSlots')}</p>
            ) : (
              <>
                <p className={styles.summaryTitle}>
                  {form.serviceSlots.length === 1 ? t('slotSummaryOne') : t('slotSummary', { count: form.serviceSlots.length })}
                </p>
                <ul className={styles.slotList}>
                  {form.serviceSlots.map((slot) => (
                    <li key={slot} className={styles.slot}>
                      {slotLabel(slot)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      ) : null}
    </EditorCard>
  );
}
