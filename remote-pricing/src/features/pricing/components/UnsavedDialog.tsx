import { Button, Dialog } from '@vd/shared/ui';
import { messages } from '../../../app/messages';
import { unsavedChangesText } from '../model/unsaved';
import styles from './PricingScreen.module.css';

export interface UnsavedDialogProps {
  open: boolean;
  count: number;
  saving: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSaveAndContinue: () => void;
}

/** 'Unsaved Changes': 'You have N product(s) with unsaved changes. What would you like to do?' */
export function UnsavedDialog({ open, count, saving, onCancel, onDiscard, onSaveAndContinue }: UnsavedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={messages.unsavedTitle}
      className={styles.unsavedDialog}
      closeOnBackdrop={!saving}
      footer={
        <div className={styles.unsavedButtons}>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {messages.cancel}
          </Button>
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            {messages.discard}
          </Button>
          <Button onClick={onSaveAndContinue} loading={saving} loadingText={messages.saving}>
            {messages.saveAndContinue}
          </Button>
        </div>
      }
    >
      <p className={styles.unsavedText}>{unsavedChangesText(count)}</p>
    </Dialog>
  );
}
