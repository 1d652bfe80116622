// Label/value rows as a description list; values render as text.
import { t } from '@kit/copy';
import styles from './profile.module.css';

export interface Field {
  label: string;
  value: string | null | undefined;
}

export function Fields({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value || t('profile.details.notProvided')}</dd>
        </div>
      ))}
    </dl>
  );
}
