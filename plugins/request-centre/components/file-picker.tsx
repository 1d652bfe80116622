// A file input that lists what is chosen, with a remove button per file (a native input cannot drop one).
import { useId, useRef } from 'react';
import { t } from '@kit/copy';
import { ACCEPTED_FILES } from '../lib/case-files';
import { layout } from '@kit/layout';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  label: string;
  files: readonly File[];
  onChange(files: File[]): void;
  multiple?: boolean;
  accept?: string;
  error?: string | null;
  disabled?: boolean;
  /** The form's ref to the input, so a submit with a wrong file focuses it. */
  inputRef?: (input: HTMLInputElement | null) => void;
}

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function FilePicker({ label, files, onChange, multiple = true, accept = ACCEPTED_FILES, error, disabled, inputRef }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={layout.field}>
      <span className={layout.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={layout.actions}>
        <input
          ref={(el) => {
            input.current = el;
            inputRef?.(el);
          }}
          id={id}
          type="file"
          className={layout.fileInput}
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            onChange(multiple ? [...files, ...chosen.filter((c) => !files.some((f) => f.name === c.name && f.size === c.size))] : chosen);
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className={layout.fileButton}>
          {multiple ? t('requests.files.choose') : t('requests.files.chooseOne')}
        </label>
        <span id={`${id}-hint`} className={layout.hint}>
          {t('requests.files.hint')}
        </span>
      </div>
      {files.length > 0 && (
        <ul className={`${layout.list} ${styles.files}`}>
          {files.map((f) => (
            <li key={`${f.name}-${f.size}`} className={styles.file}>
              <span className={styles.name}>{f.name}</span>
              <span className={`${layout.muted} ${layout.small}`}>{sizeOf(f.size)}</span>
              <button
                type="button"
                className={layout.linkButton}
                disabled={disabled}
                aria-label={t('requests.files.removeNamed', { name: f.name })}
                onClick={() => onChange(files.filter((x) => x !== f))}
              >
                {t('requests.files.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className={layout.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
