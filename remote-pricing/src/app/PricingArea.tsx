import { areaScreens, type AreaProps } from '@vd/shared/contract';
import { PricingScreen } from '../features/pricing/components/PricingScreen';
import styles from './PricingArea.module.css';

/** The pricing area's screens, by path: its rows of the shared route table. */
export const SCREENS = areaScreens('pricing');

/** /product/pricing is the area's one screen (in the entry chunk: it is the first screen). */
export function PricingArea(_props: AreaProps) {
  return (
    <div className={styles.area} data-release={__RELEASE_ID__}>
      <PricingScreen />
    </div>
  );
}
