import { formatMessage, formatRupees } from '@vd/shared';
import { messages } from '../app/messages';

export interface PriceWithMrpProps {
  netPrice: number;
  mrp: number;
  /** Show the struck MRP (when it differs from the price: `showsMrp`). */
  showMrp: boolean;
  netClassName: string | undefined;
  mrpClassName: string | undefined;
  /** data-testid 'price' and 'mrp' (the product cards). */
  testIds?: boolean;
}

/** The selling price and the struck MRP as a screen reader hears them ('Price ₹27', 'MRP ₹30'); the visible figures are hidden from it. */
export function PriceWithMrp({ netPrice, mrp, showMrp, netClassName, mrpClassName, testIds = false }: PriceWithMrpProps) {
  return (
    <>
      <span className={netClassName} aria-hidden="true" data-testid={testIds ? 'price' : undefined}>
        {formatRupees(netPrice)}
      </span>
      <span className="vd-sr-only">{formatMessage(messages.priceLabel, { price: formatRupees(netPrice) })}</span>
      {showMrp && (
        <>
          <s className={mrpClassName} aria-hidden="true" data-testid={testIds ? 'mrp' : undefined}>
            {formatRupees(mrp)}
          </s>
          <span className="vd-sr-only">{formatMessage(messages.mrpLabel, { price: formatRupees(mrp) })}</span>
        </>
      )}
    </>
  );
}
