// The message box: Enter sends, Shift+Enter starts a new line; at most 2000 characters (the box takes no more),
// the count shown, and the limit said once it is reached. A react-hook-form form with no rules to show: Send is
// simply off until there is something to send.
import { useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import styles from './chat.module.css';

/** The longest message the chat service takes. */
export const MESSAGE_MAX = 2000;

export function Composer({ onSend, disabled }: { onSend(text: string): Promise<boolean>; disabled?: boolean }) {
  const form = useForm({ defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const sending = form.formState.isSubmitting;
  const id = useId();
  const canSend = text.trim().length > 0 && text.length <= MESSAGE_MAX && !sending && !disabled;

  const send = form.handleSubmit(async (values) => {
    if (!canSend) return;
    if (await onSend(values.text)) form.reset({ text: '' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.composer.label')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        maxLength={MESSAGE_MAX}
        rows={3}
        placeholder={t('chat.composer.label')}
        aria-describedby={`${id}-count ${id}-hint`}
        onKeyDown={onKeyDown}
        disabled={disabled}
        data-autofocus=""
        {...form.register('text')}
      />
      <div className={styles.composerFoot}>
        <span id={`${id}-count`} className={styles.count}>
          {t('chat.composer.count', { count: text.length, max: MESSAGE_MAX })}
          {text.length >= MESSAGE_MAX && ` ${t('chat.composer.tooLong', { max: MESSAGE_MAX })}`}
        </span>
        <span id={`${id}-hint`} className="visually-hidden">
          {t('chat.composer.hint')}
        </span>
        <Button type="submit" disabled={!canSend}>
          {t('chat.composer.send')}
        </Button>
      </div>
    </form>
  );
}
