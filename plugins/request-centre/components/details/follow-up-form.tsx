// Answers the back office's pending follow-ups (react-hook-form). 002 §4: sent only when there is a case
// (intent) id and at least one response. Each response's files are attached first (attachCaseDocuments),
// then the responses go with their document ids (submitFollowUpResponses).
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules, type FormRules } from '@kit/form/field-rules';
import { FormField } from '@kit/form/form-field';
import type { FollowUpResponseInput } from '@kit/gql/graphql';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { SUBMIT_FOLLOW_UP_RESPONSES } from '../../api/case-mutations';
import { fileProblem } from '../../lib/case-files';
import { canSubmitFollowUps, responsesOf } from '../../lib/follow-up-rule';
import { FilePicker } from '../file-picker';
import { layout } from '@kit/layout';
import styles from './details.module.css';
import { MalwareNotice } from './malware-notice';
import { useAttach } from './use-attach';

export interface PendingFollowUp {
  id: string;
  requestWhat: string | null;
}

interface Values {
  answers: Record<string, { content: string; files: File[] }>;
}

export interface FollowUpFormProps {
  intentId: string | null | undefined;
  followUps: readonly PendingFollowUp[];
  onSubmitted(): void;
}

const responsesIn = (values: Values, followUps: readonly PendingFollowUp[]) =>
  responsesOf(followUps.map((f) => ({ followUpId: f.id, responseContent: values.answers[f.id]?.content ?? '', files: values.answers[f.id]?.files ?? [] })));

/** The form's rules (docs/architecture.md, "Forms"): an answer's files are checked when it is sent; one answer at least. */
const followUpRules = (intentId: string | null | undefined, followUps: readonly PendingFollowUp[]): FormRules<Values> => ({
  ...Object.fromEntries(
    followUps.map((f) => [`answers.${f.id}.files`, [{ when: (v: Values) => v.answers[f.id]?.content.trim() !== '', check: (files: File[]) => fileProblem(files) }]]),
  ),
  root: [{ check: (v: Values) => (canSubmitFollowUps(intentId, responsesIn(v, followUps)) ? null : 'requests.followUp.required') }],
});

export function FollowUpForm({ intentId, followUps, onSubmitted }: FollowUpFormProps) {
  const resolver = useMemo(() => fieldRules(followUpRules(intentId, followUps)), [intentId, followUps]);
  const form = useForm<Values>({
    defaultValues: { answers: Object.fromEntries(followUps.map((f) => [f.id, { content: '', files: [] }])) },
    resolver,
  });
  const { attach } = useAttach(intentId ?? '');
  const [submit] = useMutation(SUBMIT_FOLLOW_UP_RESPONSES);
  const toast = useToast();
  const [malware, setMalware] = useState<string[]>([]);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMalware([]);
    const responses = responsesIn(values, followUps);
    if (!intentId) return; // the root rule has refused already
    const inputs: FollowUpResponseInput[] = [];
    for (const r of responses) {
      const outcome = await attach(r.files);
      if (!outcome.ok) {
        toast({ message: t('requests.error.attachments'), tone: 'error' });
        return;
      }
      if (outcome.malwareFileNames.length > 0) {
        setMalware(outcome.malwareFileNames);
        return;
      }
      inputs.push({ followUpId: r.followUpId, responseContent: r.responseContent, ...(outcome.documentIds.length ? { documentIds: outcome.documentIds } : {}) });
    }
    try {
      await submit({ variables: { intentId, responses: inputs } });
    } catch {
      form.setError('root', { message: t('requests.followUp.error') });
      return;
    }
    announceTaskSubmitted();
    toast({ message: t('requests.followUp.submitted'), tone: 'success' });
    onSubmitted();
  });

  return (
    <form className={styles.followUpForm} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('requests.followUp.formLabel')}>
      {followUps.map((f, i) => (
        <div key={f.id} className={styles.answer}>
          <FormField
            label={followUps.length > 1 ? t('requests.followUp.responseN', { n: i + 1 }) : t('requests.followUp.response')}
            hint={f.requestWhat ?? undefined}
            className={layout.field}
            labelClassName={layout.label}
            hintClassName={layout.hint}
            errorClassName={layout.error}
          >
            <textarea className={layout.textarea} maxLength={4000} {...form.register(`answers.${f.id}.content`)} />
          </FormField>
          <Controller
            control={form.control}
            name={`answers.${f.id}.files`}
            render={({ field, fieldState }) => (
              <FilePicker label={t('requests.followUp.files')} files={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={isSubmitting} inputRef={field.ref} />
            )}
          />
        </div>
      ))}
      <MalwareNotice names={malware} />
      {errors.root?.message && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={layout.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('requests.followUp.sending') : t('requests.followUp.submit')}
        </Button>
      </div>
    </form>
  );
}
