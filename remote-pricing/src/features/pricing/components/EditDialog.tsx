import { useState } from 'react';
import { Button, Dialog } from '@vd/shared/ui';
import { formatMessage } from '@vd/shared/i18n';
import { variantKey, variantSize } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import { PRICING_MESSAGES } from '../messages';
import { type TextErrors, dialogChanged, dialogErrors, fieldId, saveDialog, withTextError } from '../model/dialog';
import { editMrp, editNetPrice, setAllAvailable, setVariantAvailable } from '../model/edits';
import type { PricingProduct } from '../model/normalize';
import { PriceInput } from './PriceInput';
import styles from './EditDialog.module.css';

export interface EditDialogProps {
  /** The product as the vendor sees it now (with earlier edits). */
  product: PricingProduct;
  onSave: (product: PricingProduct) => void;
  onClose: () => void;
}

/** Per-product edit dialog: MRP, 'Selling Price' and available per variant; Enable All / Disable All. */
export function EditDialog({ product, onSave, onClose }: EditDialogProps) {
  const [draft, setDraft] = useState(product);
  const [textErrors, setTextErrors] = useState<TextErrors>({});
  const [refused, setRefused] = useState(false);
  const errors = dialogErrors(draft, textErrors);
  const changed = dialogChanged(product, draft, textErrors);
  const domId = `edit-${product.productId}`;

  const save = () => {
    const outcome = saveDialog(draft, textErrors);
    if (!outcome.ok) {
      setRefused(true);
      return;
    }
    onSave(outcome.product);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={product.productName}
      className={styles.dialog}
      footer={
        <div className={styles.footer}>
          {refused && Object.keys(errors).length > 0 ? (
            <p className={styles.refused} role="alert">
              {messages.fixErrors}
            </p>
          ) : null}
          <div className={styles.footerButtons}>
            <Button variant="secondary" onClick={onClose}>
              {messages.cancel}
            </Button>
            <Button onClick={save} disabled={!changed}>
              {messages.save}
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.bulk}>
        <Button variant="secondary" size="small" onClick={() => setDraft((d) => setAllAvailable(d, true))}>
          {messages.enableAll}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setDraft((d) => setAllAvailable(d, false))}>
          {messages.disableAll}
        </Button>
      </div>
      <div className={styles.variants}>
        {draft.productVariants.map((v) => {
          const key = variantKey(v);
          const size = variantSize(v) || String(v.variant ?? '');
          const mrpId = fieldId(key, 'mrp');
          const netId = fieldId(key, 'netPrice');
          return (
            <fieldset key={key} className={[styles.variant, v.available ? '' : styles.off].join(' ')} data-testid="variant-editor">
              <legend className={styles.legend}>{formatMessage(messages.variantLegend, { size })}</legend>
              <div className={styles.prices}>
                <PriceInput
                  id={`${domId}-${mrpId}`}
                  label={messages.mrp}
                  value={v.mrp}
                  error={errors[mrpId]}
                  onValue={(value) => setDraft((d) => editMrp(d, key, value))}
                  onTextError={(message) => setTextErrors((e) => withTextError(e, mrpId, message))}
                />
                <PriceInput
                  id={`${domId}-${netId}`}
                  label={PRICING_MESSAGES.sellingPrice}
                  value={v.netPrice}
                  error={errors[netId]}
                  onValue={(value) => setDraft((d) => editNetPrice(d, key, value))}
                  onTextError={(message) => setTextErrors((e) => withTextError(e, netId, message))}
                />
              </div>
              <label className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={v.available}
                  checked={v.available}
                  onChange={(event) => setDraft((d) => setVariantAvailable(d, key, event.target.checked))}
                />
                <span className={styles.track} aria-hidden="true" />
                <span>{messages.available}</span>
              </label>
            </fieldset>
          );
        })}
      </div>
    </Dialog>
  );
}
