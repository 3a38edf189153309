import { Icon, type IconName } from './Icon';
import styles from './PublicProfile.module.css';

/** A quiet "nothing here yet" line inside a tab. */
export function EmptyNote({ icon, text }: { icon: IconName; text: string }) {
  return (
    <p className={styles.emptyNote}>
      <Icon name={icon} size={28} />
      <span>{text}</span>
    </p>
  );
}
