export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch';
// Shared by several areas, imported from '@vd/shared/ui' (not the root: they stay out of the login page).
export { CategoryTabs, CategoryTabsSkeleton, tabIndexForKey } from './CategoryTabs';
export type { CategoryTabsProps } from './CategoryTabs';
export {
  ProductGrid,
  ProductGridSkeleton,
  cardBadgeClass,
  cardBodyClass,
  cardMediaClass,
  cardNameClass,
  railCardClass,
  wideCardClass,
} from './ProductGrid';
export type { ProductGridLayout, ProductGridProps, ProductGridSkeletonProps } from './ProductGrid';
export { useReveal } from './reveal';
export type { Reveal, RevealRows } from './reveal';
export { SWIPE_DOMINANCE, SWIPE_MIN_DISTANCE_PX, swipeDirection, useSwipe } from './swipe';
export type { SwipeDirection, SwipeHandlers } from './swipe';
export { closeOnEscape, useOverlayFocus } from './useOverlayFocus';
export { afterNextFrame, isKeyboardOpen, KEYBOARD_OPEN_THRESHOLD_PX, nextViewportBaseline, useKeyboardOpen } from './keyboard';
