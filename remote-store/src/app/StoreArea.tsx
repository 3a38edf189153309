import { Suspense, lazy } from 'react';
import { Spinner, resolveScreen, useLocation, type AreaProps, type ScreenDef } from '@vd/shared';
import { StoreScreen } from '../features/store/components/StoreScreen';
import { messages } from './messages';
import styles from './StoreArea.module.css';

type ScreenKey = 'store' | 'categories' | 'product';

/** The store area's screens, by path (the host's route table sends these paths here). */
export const SCREENS: readonly ScreenDef<ScreenKey>[] = [
  { pattern: '/store', key: 'store' },
  { pattern: '/store/categories', key: 'categories' },
  { pattern: '/product/:productId', key: 'product' },
];

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
