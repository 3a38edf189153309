import styles from './Switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onToggle: () => void;
  /** Id of the element naming the switch. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  busy?: boolean;
  /** 'success' = green when on (the shop's Live status); default the brand colour. */
  tone?: 'brand' | 'success';
}

/** An on/off switch (role switch, 44 px touch target). */
export function Switch({ checked, onToggle, labelledBy, describedBy, disabled, busy, tone = 'brand' }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={`${styles.switch} ${tone === 'success' ? styles.success : ''}`}
      data-state={checked ? 'on' : 'off'}
      onClick={onToggle}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
