import { useState } from 'react';
import { Button } from '@vd/shared/ui';
import {
  ALL_DAYS,
  type BusinessDetailsField,
  type BusinessDetailsForm,
  NOT_SPECIFIED,
  RULE_MESSAGES,
  SPEC_MESSAGES,
  WEEKDAYS,
  addFranchiseBrand,
  removeFranchiseBrand,
  setBreakEnd,
  setBreakStart,
  setFranchise,
  setLunchBreak,
  setShopTiming,
  toggleWeeklyOffDay,
} from '@vd/contract/rules';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass, inputClass } from '../../../ui/Field';
import { t } from '../messages';
import styles from './BusinessDetails.module.css';
import { weekdayLabel } from '../model/attributes';
import { Chip, TextField, TimeSelect, YesNo } from './controls';

export interface CardProps {
  form: BusinessDetailsForm;
  update: (change: (form: BusinessDetailsForm) => BusinessDetailsForm) => void;
  errors: Partial<Record<BusinessDetailsField, string>>;
  touch: (field: BusinessDetailsField) => void;
  /** The signed-in person is not the owner: the owner's own fields are shown read-only. */
  ownerOnlyLocked?: boolean;
}

export function OperationalBasicsCard({ form, update, errors, touch }: CardProps) {
  const [brand, setBrand] = useState('');
  const addBrand = () => {
    update((f) => addFranchiseBrand(f, brand));
    setBrand('');
  };
  return (
    <EditorCard title={t('operational')} description={t('operationalText')} testId="card-operational">
      <div className={fieldRowClass}>
        <TextField
          label={t('deliveryCharges')}
          hint={t('deliveryChargesHint')}
          value={form.deliveryCharges}
          inputMode="decimal"
          field="deliveryCharges"
          error={errors.deliveryCharges}
          onBlur={() => touch('deliveryCharges')}
          onChange={(deliveryCharges) => update((f) => ({ ...f, deliveryCharges }))}
        />
        <TextField
          label={t('minimumOrder')}
          value={form.minimumOrder}
          inputMode="decimal"
          field="minimumOrder"
          error={errors.minimumOrder}
          onBlur={() => touch('minimumOrder')}
          onChange={(minimumOrder) => update((f) => ({ ...f, minimumOrder }))}
        />
      </div>
      <div className={fieldRowClass}>
        <TimeSelect
          label={t('openingTime')}
          value={form.shopTiming.start}
          field="openingTime"
          error={errors.openingTime}
          onChange={(start) => {
            touch('closingTime');
            update((f) => setShopTiming(f, { ...f.shopTiming, start }));
          }}
        />
        <TimeSelect
          label={t('closingTime')}
          value={form.shopTiming.end}
          field="closingTime"
          error={errors.closingTime}
          onChange={(end) => {
            touch('closingTime');
            update((f) => setShopTiming(f, { ...f.shopTiming, end }));
          }}
        />
      </div>

      <YesNo label={t('lunchBreak')} value={form.hasLunchBreak} onChange={(on) => update((f) => setLunchBreak(f, on))} testId="lunch-break" />
      {form.hasLunchBreak ? (
        <div className={fieldRowClass}>
          <TimeSelect
            label={t('breakStart')}
            value={form.offHours.start}
            field="breakStart"
            error={errors.breakStart}
            onChange={(start) => {
              touch('breakStart');
              touch('breakEnd');
              update((f) => setBreakStart(f, start));
            }}
          />
          <TimeSelect
            label={t('breakEnd')}
            value={form.offHours.end}
            field="breakEnd"
            error={errors.breakEnd}
            onChange={(end) => {
              touch('breakStart');
              touch('breakEnd');
              update((f) => setBreakEnd(f, end));
            }}
          />
        </div>
      ) : null}

      <fieldset className={styles.group} data-testid="weekly-off">
        <legend className={styles.legend}>{t('weeklyOff')}</legend>
        <div className={styles.chips}>
          <Chip pressed={form.weeklyOffDays.length === 0} onClick={() => update((f) => toggleWeeklyOffDay(f, NOT_SPECIFIED))}>
            {t('notSpecified')}
          </Chip>
          {WEEKDAYS.map((day) => (
            <Chip key={day} pressed={form.weeklyOffDays.includes(day)} onClick={() => update((f) => toggleWeeklyOffDay(f, day))}>
              {weekdayLabel(day)}
            </Chip>
          ))}
          <Chip pressed={form.weeklyOffDays.includes(ALL_DAYS)} onClick={() => update((f) => toggleWeeklyOffDay(f, ALL_DAYS))}>
            {t('allDays')}
          </Chip>
        </div>
        <p className={styles.note} data-testid="weekly-off-summary">
          {form.weeklyOffDays.length === 0
            ? SPEC_MESSAGES.sevenDaysOpen
            : form.weeklyOffDays.includes(ALL_DAYS)
              ? RULE_MESSAGES.allDaysOff
              : form.weeklyOffDays.map(weekdayLabel).join(', ')}
        </p>
      </fieldset>

      <YesNo label={t('franchise')} value={form.isFranchise} onChange={(on) => update((f) => setFranchise(f, on))} testId="franchise" />
      {form.isFranchise ? (
        <div className={styles.group} data-testid="franchise-brands">
          <span className={styles.legend}>{t('franchiseBrands')}</span>
          <div className={styles.addRow}>
            <input
              className={inputClass}
              value={brand}
              placeholder={t('brandPlaceholder')}
              aria-label={t('brandPlaceholder')}
              onChange={(e) => setBrand(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addBrand();
                }
              }}
            />
            <Button variant="secondary" onClick={addBrand} disabled={brand.trim() === ''}>
              {t('addBrand')}
            </Button>
          </div>
          {form.franchiseBrands.length === 0 ? (
            <p className={styles.note}>{t('noBrands')}</p>
          ) : (
            <ul className={styles.tags}>
              {form.franchiseBrands.map((name, i) => (
                <li key={name} className={styles.tag}>
                  {name}
                  <button
                    type="button"
                    className={styles.tagRemove}
                    aria-label={t('removeBrand', { name })}
                    onClick={() => update((f) => removeFranchiseBrand(f, i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </EditorCard>
  );
}
