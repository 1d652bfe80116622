// The create request form (002 §2, §4, §5): account, then category and sub-category from the indexation
// rows the account allows, the request's validations, additional information and optional attachments.
// Submitting is "creating"; it ends "created" (the case's ids, ETA and SLA, with a link) or "creating error".
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { FormField } from '@kit/form/form-field';
import type { CreateCaseMutation } from '@kit/gql/graphql';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { ATTACH_CASE_DOCUMENTS } from '../../api/case-mutations';
import { CREATE_CASE, GET_REQUEST_CATEGORIES, GET_REQUEST_VALIDATIONS } from '../../api/create-request';
import { fileProblem, toFileInput, uploadBatches } from '../../lib/case-files';
import { categoryChoices } from '../../lib/categories';
import { FilePicker } from '../file-picker';
import { AccountPicker, type ChosenAccount } from './account-picker';
import { CreatedCase } from './created-case';
import { Card, layout } from '@kit/layout';
import styles from './create.module.css';

interface Values {
  category: string;
  subCategoryId: string;
  additionalInformation: string;
  attachments: File[];
}

export type CreatePhase = 'editing' | 'creating' | 'created' | 'creatingError';

const MAX_TEXT = 4000;

/** The form's rules (docs/architecture.md, "Forms"); the request's own validations come from the bank. */
const resolver = fieldRules<Values>({
  category: [{ required: true, message: 'requests.create.categoryRequired' }],
  subCategoryId: [{ required: true, message: 'requests.create.subCategoryRequired' }],
  attachments: [{ check: (files: File[]) => fileProblem(files) }],
});

/** A step's heading: its number, then its name. */
function StepTitle({ n, children }: { n: number; children: string }) {
  return (
    <>
      <span className={styles.stepNo} aria-hidden="true">
        {n}
      </span>
      {children}
    </>
  );
}

export function CreateRequestForm() {
  const [chosen, setChosen] = useState<ChosenAccount | null>(null);
  const [phase, setPhase] = useState<CreatePhase>('editing');
  const [created, setCreated] = useState<CreateCaseMutation['createCase'] | null>(null);
  const form = useForm<Values>({ defaultValues: { category: '', subCategoryId: '', additionalInformation: '', attachments: [] }, resolver });
  const [category, subCategoryId] = useWatch({ control: form.control, name: ['category', 'subCategoryId'] });
  const accountNumber = chosen?.account.accountNumber ?? '';
  const categories = useQuery(GET_REQUEST_CATEGORIES, { variables: { accountNumber }, skip: !accountNumber });
  const validations = useQuery(GET_REQUEST_VALIDATIONS, { variables: { subCategoryId, accountNumber }, skip: !subCategoryId || !accountNumber, fetchPolicy: 'network-only' });
  const [createCase] = useMutation(CREATE_CASE);
  const [attachMore] = useMutation(ATTACH_CASE_DOCUMENTS);
  const toast = useToast();
  const { errors } = form.formState;

  const categoryList = useMemo(() => categoryChoices(categories.data?.requestCategories ?? []), [categories.data]);
  const subCategories = categoryList.find((c) => c.category === category)?.subCategories ?? [];
  const blocking = validations.data?.requestValidations ?? [];

  const submit = form.handleSubmit(async (values) => {
    if (!chosen || blocking.length > 0) return;
    setPhase('creating');
    try {
      // The first 10 MB of files go with the request; any more follow it, a request per 10 MB.
      const [first = [], ...rest] = uploadBatches(values.attachments);
      const attachments = await Promise.all(first.map(toFileInput));
      const res = await createCase({
        variables: {
          input: {
            accountNumber: chosen.account.accountNumber,
            ...(chosen.contactId ? { contactId: chosen.contactId } : {}),
            subCategoryId: values.subCategoryId,
            ...(values.additionalInformation.trim() ? { additionalInformation: values.additionalInformation.trim() } : {}),
            ...(attachments.length ? { attachments } : {}),
          },
        },
      });
      if (!res.data?.createCase) throw new Error('no case');
      for (const batch of rest) {
        const files = await Promise.all(batch.map(toFileInput));
        const more = await attachMore({ variables: { intentId: res.data.createCase.intentId, files } }).catch(() => null);
        if (!more?.data) {
          toast({ message: t('requests.error.attachments'), tone: 'error' });
          break;
        }
      }
      setCreated(res.data.createCase);
      setPhase('created');
      announceTaskSubmitted();
    } catch {
      setPhase('creatingError');
    }
  });

  if (phase === 'created' && created) return <CreatedCase created={created} />;

  const creating = phase === 'creating';
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('requests.create.title')}>
      <Card headingId="create-account" title={<StepTitle n={1}>{t('requests.create.accountStep')}</StepTitle>}>
        {chosen ? (
          <div className={styles.chosen}>
            <div>
              <p className={styles.chosenTitle}>{chosen.account.accountName}</p>
              <p className={`${layout.muted} ${layout.small} ${layout.flush}`}>
                {[chosen.account.accountNumber, chosen.account.productDescription, chosen.clientName].filter(Boolean).join(' · ')}
              </p>
            </div>
            <button
              type="button"
              className={layout.linkButton}
              disabled={creating}
              onClick={() => {
                setChosen(null);
                form.reset({ ...form.getValues(), category: '', subCategoryId: '' });
              }}
            >
              {t('requests.create.change')}
            </button>
          </div>
        ) : (
          <AccountPicker onChoose={setChosen} />
        )}
      </Card>

      <Card headingId="create-type" title={<StepTitle n={2}>{t('requests.create.typeStep')}</StepTitle>} aria-disabled={!chosen}>
        {!chosen && <p className={layout.empty}>{t('requests.create.chooseAccountFirst')}</p>}
        {chosen && categories.loading && <p className={layout.muted}>{t('requests.create.loadingCategories')}</p>}
        {chosen && categories.error && (
          <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
            {t('requests.error.indexation')}
          </p>
        )}
        {chosen && categories.data && categoryList.length === 0 && <p className={layout.empty}>{t('requests.create.noCategories')}</p>}
        {chosen && categoryList.length > 0 && (
          <div className={styles.grid}>
            <FormField label={t('requests.create.category')} error={errors.category?.message} className={layout.field} labelClassName={layout.label} errorClassName={layout.error}>
              <select
                className={layout.input}
                {...form.register('category', { onChange: () => form.setValue('subCategoryId', '') })}
              >
                <option value="">{t('requests.create.choose')}</option>
                {categoryList.map((c) => (
                  <option key={c.category} value={c.category}>
                    {c.category}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t('requests.create.subCategory')} error={errors.subCategoryId?.message} className={layout.field} labelClassName={layout.label} errorClassName={layout.error}>
              <select className={layout.input} disabled={!category} {...form.register('subCategoryId')}>
                <option value="">{t('requests.create.choose')}</option>
                {subCategories.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        )}
        {validations.loading && <p className={layout.muted}>{t('requests.create.checking')}</p>}
        {validations.error && (
          <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
            {t('requests.error.indexation')}
          </p>
        )}
        {blocking.length > 0 && (
          <div className={`${layout.notice} ${layout.noticeError}`} role="alert">
            <ul className={styles.validationList}>
              {blocking.map((v) => (
                <li key={v.code}>{v.message}</li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      <Card headingId="create-more" title={<StepTitle n={3}>{t('requests.create.moreStep')}</StepTitle>}>
        <FormField
          label={t('requests.create.additionalInformation')}
          hint={t('requests.create.additionalHint', { n: MAX_TEXT })}
          error={errors.additionalInformation?.message}
          className={layout.field}
          labelClassName={layout.label}
          hintClassName={layout.hint}
          errorClassName={layout.error}
        >
          <textarea className={layout.textarea} maxLength={MAX_TEXT} disabled={creating} {...form.register('additionalInformation')} />
        </FormField>
        <Controller
          control={form.control}
          name="attachments"
          render={({ field, fieldState }) => (
            <FilePicker label={t('requests.create.attachments')} files={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={creating} inputRef={field.ref} />
          )}
        />
      </Card>

      {phase === 'creatingError' && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {t('requests.create.error')}
        </p>
      )}
      <div className={layout.actions}>
        <Button type="submit" disabled={creating || !chosen || blocking.length > 0 || validations.loading}>
          {creating ? t('requests.create.creating') : t('requests.create.submit')}
        </Button>
      </div>
    </form>
  );
}
