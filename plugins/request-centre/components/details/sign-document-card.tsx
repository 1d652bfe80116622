// A case waiting for a signed document (PENDING_DOC_UPLOAD): the printable form to sign (caseSignDocument)
// and the upload of the signed copy (submitSignedDocument), after which alerts are reloaded (002 §4). The card
// sits in the upload's form (react-hook-form; its rules are data for the kit resolver, docs/architecture.md "Forms").
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_CASE_SIGN_DOCUMENT } from '../../api/case-files';
import { SUBMIT_SIGNED_DOCUMENT } from '../../api/case-mutations';
import { fileProblem, toFileInput } from '../../lib/case-files';
import { FilePicker } from '../file-picker';
import { useSaveFile } from './use-download';
import { layout } from '@kit/layout';
import styles from './details.module.css';

interface SignValues {
  files: File[];
}

const resolver = fieldRules<SignValues>({ files: [{ required: true, message: 'requests.sign.choose' }, { check: (files: File[]) => fileProblem(files) }] });

export function SignDocumentCard({ intentId, onSubmitted }: { intentId: string; onSubmitted(): void }) {
  const client = useApolloClient();
  const toast = useToast();
  const { save, busy } = useSaveFile();
  const printing = busy !== null;
  const form = useForm<SignValues>({ defaultValues: { files: [] }, resolver });
  const [submitSigned, { loading }] = useMutation(SUBMIT_SIGNED_DOCUMENT);

  const print = () => save('sign', async () => (await client.query({ query: GET_CASE_SIGN_DOCUMENT, variables: { intentId }, fetchPolicy: 'no-cache' })).data?.caseSignDocument);

  const submit = form.handleSubmit(async ({ files }) => {
    try {
      await submitSigned({ variables: { intentId, file: await toFileInput(files[0]) } });
    } catch {
      form.setError('files', { message: t('requests.sign.error') });
      return;
    }
    form.reset({ files: [] });
    announceTaskSubmitted();
    toast({ message: t('requests.sign.submitted'), tone: 'success' });
    onSubmitted();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <section className={`${layout.card} ${styles.highlight}`} aria-labelledby="case-sign">
        <h2 id="case-sign" className={layout.cardTitle}>
          {t('requests.sign.title')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('requests.sign.step1')}</li>
          <li>{t('requests.sign.step2')}</li>
          <li>{t('requests.sign.step3')}</li>
        </ol>
        <div>
          <Button variant="secondary" onClick={() => void print()} disabled={printing}>
            {printing ? t('requests.documents.downloading') : t('requests.sign.print')}
          </Button>
        </div>
        <Controller
          control={form.control}
          name="files"
          render={({ field, fieldState }) => (
            <FilePicker label={t('requests.sign.upload')} files={field.value} onChange={field.onChange} multiple={false} error={fieldState.error?.message} disabled={loading} inputRef={field.ref} />
          )}
        />
        <div>
          <Button type="submit" disabled={loading}>
            {loading ? t('requests.sign.submitting') : t('requests.sign.submit')}
          </Button>
        </div>
      </section>
    </form>
  );
}
