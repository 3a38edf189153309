import { useId } from 'react';
import { ot } from '@vd/shared/outbox';
import { Button, Skeleton, Spinner } from '@vd/shared/ui';
import { QueryState } from '@vd/shared/data';
import { EditorCard, EditorPage } from '../../../ui/EditorPage';
import { Field, fieldRowClass, inputClass } from '../../../ui/Field';
import { useAddressEditor } from '../hooks/useAddressEditor';
import { t } from '../messages';
import { type AddressForm, formatCoordinate } from '../model/address';
import { ShopMap } from '../../../ui/map/ShopMap';
import styles from './Address.module.css';

type TextFieldName = Exclude<keyof AddressForm, 'latitude' | 'longitude'>;

const FIELDS: { name: TextFieldName; label: Parameters<typeof t>[0]; required?: boolean; autoComplete: string; inputMode?: 'numeric' | 'tel' }[] = [
  { name: 'addressLineOne', label: 'addressLineOne', required: true, autoComplete: 'address-line1' },
  { name: 'addressLineTwo', label: 'addressLineTwo', autoComplete: 'address-line2' },
  { name: 'city', label: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'state', required: true, autoComplete: 'address-level1' },
  { name: 'pinCode', label: 'pinCode', required: true, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'contactNo', label: 'contactNo', autoComplete: 'tel', inputMode: 'tel' },
];

/** /address ('Confirm Your Business Address'): search or current location sets the place; the fields; Save Address. */
export default function AddressScreen() {
  const editor = useAddressEditor();
  const listId = useId();
  const { form, suggestions } = editor;
  return (
    <EditorPage
      title={t('title')}
      backLabel={t('back')}
      testId="address-editor"
      footer={
        <Button onClick={editor.save} loading={editor.saving} loadingText={t('saving')} disabled={!form}>
          {t('save')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('intro')}</p>
      <QueryState
        query={editor.record}
        errorMessage={t('loadFailed')}
        loading={
          <div className={styles.loading}>
            <Skeleton height={160} />
            <Skeleton height={320} />
          </div>
        }
      >
        {() =>
          form ? (
            <>
              <EditorCard title={t('findTitle')} testId="address-find">
                <div className={styles.searchBox}>
                  <input
                    type="search"
                    className={inputClass}
                    placeholder={t('search')}
                    aria-label={t('search')}
                    role="combobox"
                    aria-autocomplete="list"
                    aria-expanded={suggestions.open}
                    aria-controls={listId}
                    autoComplete="off"
                    value={editor.search}
                    onChange={(e) => editor.setSearch(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') editor.closeSuggestions();
                    }}
                  />
                  {suggestions.open ? (
                    <div className={styles.suggestions} id={listId} data-testid="place-suggestions">
                      {suggestions.offline ? (
                        <p className={styles.status} data-testid="needs-network">
                          {ot('needsNetwork')}
                        </p>
                      ) : suggestions.items.length > 0 ? (
                        <ul className={styles.list}>
                          {suggestions.items.map((s) => (
                            <li key={s.id}>
                              <button type="button" className={styles.suggestion} onClick={() => editor.choose(s)}>
                                <span className={styles.pin} aria-hidden="true" />
                                {s.label}
                              </button>
                            </li>
                          ))}
                        </ul>
                      ) : suggestions.loading ? (
                        <p className={styles.status}>
                          <Spinner size={16} label={null} /> {t('searching')}
                        </p>
                      ) : (
                        <p className={styles.status}>{suggestions.failed ? t('searchFailed') : t('noPlaces')}</p>
                      )}
                    </div>
                  ) : null}
                </div>
                <p className={styles.hint}>{t('searchHint')}</p>
                <div className={styles.divider}>
                  <span>{t('or')}</span>
                </div>
                <Button variant="secondary" onClick={editor.useCurrentLocation} loading={editor.locating} loadingText={t('locating')} fullWidth>
                  <span className={styles.target} aria-hidden="true" />
                  {t('useLocation')}
                </Button>
                <p
                  className={form.latitude !== null && form.longitude !== null ? styles.located : styles.notLocated}
                  data-testid="address-location"
                  aria-live="polite"
                >
                  {form.latitude !== null && form.longitude !== null
                    ? t('locationSet', { lat: formatCoordinate(form.latitude), lng: formatCoordinate(form.longitude) })
                    : t('locationMissing')}
                </p>
                <p className={styles.hint}>{t('mapHint')}</p>
                <div className={styles.map}>
                  <ShopMap position={editor.pin} label={t('mapLabel')} onMove={editor.movePin} testId="address-map" />
                </div>
                {editor.offer ? (
                  <div className={styles.offer} role="status" data-testid="address-offer">
                    <p className={styles.offerTitle}>{t('offerTitle', { place: editor.offer.label })}</p>
                    <p className={styles.offerIntro}>{t('offerIntro')}</p>
                    <dl className={styles.offerFields}>
                      {FIELDS.map((f) => {
                        const value = (editor.offer?.fields as Partial<Record<string, string>> | undefined)?.[f.name];
                        return value === undefined ? null : (
                          <div key={f.name}>
                            <dt>{t(f.label)}</dt>
                            <dd>{value}</dd>
                          </div>
                        );
                      })}
                    </dl>
                    <div className={styles.offerActions}>
                      <Button variant="secondary" onClick={editor.takeOffer}>
                        {t('takeOffer')}
                      </Button>
                      <Button variant="ghost" onClick={editor.dismissOffer}>
                        {t('keepMine')}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </EditorCard>

              <EditorCard title={t('detailsTitle')} testId="address-details">
                <div className={fieldRowClass}>
                  {FIELDS.map((f) => (
                    <Field key={f.name} label={t(f.label)} required={f.required}>
                      {({ id }) => (
                        <input
                          id={id}
                          className={inputClass}
                          value={form[f.name]}
                          required={f.required}
                          autoComplete={f.autoComplete}
                          inputMode={f.inputMode}
                          onChange={(e) => editor.setField(f.name, e.target.value)}
                        />
                      )}
                    </Field>
                  ))}
                  <Field label={t('country')}>
                    {({ id }) => <input id={id} className={inputClass} value={form.country} readOnly autoComplete="country-name" />}
                  </Field>
                </div>
              </EditorCard>
            </>
          ) : null
        }
      </QueryState>
    </EditorPage>
  );
}
