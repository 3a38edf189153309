import { Suspense, lazy } from 'react';
import { Spinner } from '@vd/shared/ui';
import { areaScreens, type AreaProps } from '@vd/shared/contract';
import { resolveScreen, useLocation } from '@vd/shared/router';
import { StoreScreen } from '../features/store/components/StoreScreen';
import { messages } from './messages';
import styles from './StoreArea.module.css';

/** The store area's screens, by path: its rows of the shared route table. */
export const SCREENS = areaScreens('store');

export { messages };

// The first screen (/store) is in the area's entry chunk; the others load when opened.
const ProductScreen = lazy(() => import('../features/product/components/ProductScreen'));
const CategoryBrowser = lazy(() => import('../features/categories/components/CategoryBrowser'));

export function StoreArea(_props: AreaProps) {
  const { pathname } = useLocation();
  const screen = resolveScreen(pathname, SCREENS);
  const key = screen?.key ?? 'store';
  return (
    <div className={styles.area} data-release={__RELEASE_ID__}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size={28} label={key === 'product' ? messages.loadingProduct : messages.loadingCategories} />
          </div>
        }
      >
        {key === 'product' ? (
          <ProductScreen key={screen?.params.productId ?? ''} productId={screen?.params.productId ?? ''} />
        ) : key === 'categories' ? (
          <CategoryBrowser />
        ) : (
          <StoreScreen />
        )}
      </Suspense>
    </div>
  );
}
