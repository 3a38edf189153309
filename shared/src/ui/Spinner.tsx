import type { CSSProperties } from 'react';
import { sharedMessages } from '../i18n/messages';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible label; pass `null` when the spinner is decorative (e.g. inside a busy button). */
  label?: string | null;
  /** Use the current text colour instead of the brand colour. */
  inheritColor?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label = sharedMessages.loading, inheritColor = false, className }: SpinnerProps) {
  const style = { '--vd-spinner-size': `${size}px` } as CSSProperties;
  const classes = [styles.spinner, inheritColor ? styles.inherit : '', className].filter(Boolean).join(' ');
  if (label === null) return <span className={classes} style={style} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={classes} style={style} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
