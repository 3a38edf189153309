import { useState } from 'react';
import { liveOrderMessages, orderNotificationPermission, primeOrderChime, playOrderChime, requestOrderNotifications, useOrderSound } from '@vd/shared/orders';
import { BellIcon, BellOffIcon } from './Icons';
import styles from './orders.module.css';

/** New-order sound on/off (remembered) and, while undecided, a way to allow notifications. */
export function SoundToggle() {
  const [on, setOn] = useOrderSound();
  const [permission, setPermission] = useState(orderNotificationPermission);
  return (
    <span className={styles.soundGroup}>
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={on}
        aria-label={on ? liveOrderMessages.turnSoundOff : liveOrderMessages.turnSoundOn}
        title={on ? liveOrderMessages.soundOn : liveOrderMessages.soundOff}
        data-testid="order-sound-toggle"
        onClick={() => {
          const next = !on;
          setOn(next);
          if (next) {
            primeOrderChime();
            playOrderChime();
          }
        }}
      >
        {on ? <BellIcon /> : <BellOffIcon />}
      </button>
      {permission === 'default' && (
        <button
          type="button"
          className={styles.textButton}
          aria-label={liveOrderMessages.enableNotificationsLabel}
          onClick={() => void requestOrderNotifications().then(setPermission)}
        >
          {liveOrderMessages.enableNotifications}
        </button>
      )}
    </span>
  );
}
