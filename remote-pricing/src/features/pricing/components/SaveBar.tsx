import { Button, useKeyboardOpen } from '@vd/shared/ui';
import { formatMessage } from '@vd/shared/i18n';
import { messages } from '../../../app/messages';
import styles from './PricingScreen.module.css';

/**
 * The fixed bottom bar while anything is unsaved: the count, Discard and Save All. It steps aside
 * while the on-screen keyboard is open (a price being typed stays in view) and is back when it closes.
 */
export function SaveBar({ count, saving, onSave, onDiscard }: { count: number; saving: boolean; onSave: () => void; onDiscard: () => void }) {
  const keyboardOpen = useKeyboardOpen();
  return (
    <section className={styles.saveBar} aria-label={messages.saveAll} data-testid="save-bar" hidden={keyboardOpen && !saving}>
      <div className={styles.saveBarInner}>
        <p className={styles.saveBarText} aria-live="polite">
          <span className={styles.saveDot} aria-hidden="true" />
          {formatMessage(messages.unsavedBar, { count })}
        </p>
        <div className={styles.saveBarButtons}>
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            {messages.discard}
          </Button>
          <Button onClick={onSave} loading={saving} loadingText={messages.saving}>
            {messages.saveAll}
          </Button>
        </div>
      </div>
    </section>
  );
}
