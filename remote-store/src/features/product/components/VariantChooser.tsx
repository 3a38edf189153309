import { formatRupees } from '@vd/shared/format';
import type { Variant } from '@vd/shared/session';
import { variantKey, variantSize } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import styles from './ProductScreen.module.css';

/** The variant chooser on the product page (more than one available variant): a radio group. */
export function VariantChooser({ variants, selectedKey, onChange }: { variants: readonly Variant[]; selectedKey: string; onChange: (key: string) => void }) {
  return (
    <fieldset className={styles.variants}>
      <legend>{messages.chooseVariantLegend}</legend>
      <div className={styles.variantOptions}>
        {variants.map((v) => {
          const key = variantKey(v);
          return (
            <label key={key} className={styles.variantOption}>
              <input type="radio" name="variant" value={key} checked={key === selectedKey} onChange={() => onChange(key)} />
              <span className={styles.variantSize}>{variantSize(v)}</span>
              <span className={styles.variantPrice}>{formatRupees(v.netPrice)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
