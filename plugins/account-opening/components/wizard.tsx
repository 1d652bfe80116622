// The application wizard: client, options, linked account, adviser fees (wrap products) and review. Leaving a step
// forward saves the draft with the step reached, so leaving the page and coming back resumes there. Submission carries
// an idempotency key made once for this review, so a double press or a retry submits once.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { ApplicationDraftInput, ApplicationStep } from '@kit/gql/graphql';
import { layout } from '@kit/layout';
import { refusalMessage } from '@kit/refusal';
import { SAVE_APPLICATION, SUBMIT_APPLICATION } from '../api/applications';
import type { ProductLimits } from '../lib/application-rules';
import { clientDraft, feesDraft, linkedDraft, nextStep, optionsDraft, stepsOf, type Application } from '../lib/application-values';
import { STEP_LABEL } from '../lib/labels';
import { ApplicationSummary } from './application-summary';
import { ClientStep } from './client-step';
import { FeesStep, LinkedStep, OptionsStep } from './other-steps';
import styles from './account-opening.module.css';

export function Wizard({ application, limits }: { application: Application; limits: ProductLimits }) {
  const steps = stepsOf(limits.adviserFee);
  const [step, setStep] = useState<ApplicationStep>(steps.includes(application.step) ? application.step : 'CLIENT');
  const [save] = useMutation(SAVE_APPLICATION);
  const [submitApplication, submitting] = useMutation(SUBMIT_APPLICATION);
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const at = steps.indexOf(step);
  const back = at > 0 ? () => setStep(steps[at - 1]) : undefined;

  /** Saves the step's part with the next step, then moves on; the message of a failure otherwise. */
  const saveAndContinue = async (draft: (next: ApplicationStep) => ApplicationDraftInput): Promise<string | null> => {
    const next = nextStep(steps, step);
    try {
      await save({ variables: { id: application.id, draft: draft(next) } });
      setStep(next);
      return null;
    } catch (e) {
      return refusalMessage(e) ?? t('openAccount.error.save');
    }
  };

  const submit = async () => {
    setFailure(null);
    try {
      await submitApplication({ variables: { id: application.id, key } });
    } catch (e) {
      setFailure(refusalMessage(e) ?? t('openAccount.error.submit'));
    }
  };

  const props = { application, limits, onBack: back };
  return (
    <>
      <nav aria-label={t('openAccount.wizard.stepsLabel')}>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {t('openAccount.wizard.stepOf', { n: i + 1, label: t(STEP_LABEL[s]) })}
            </li>
          ))}
        </ol>
      </nav>
      {step === 'CLIENT' && <ClientStep {...props} onSave={(v) => saveAndContinue((next) => clientDraft(v, next))} />}
      {step === 'OPTIONS' && <OptionsStep {...props} onSave={(v) => saveAndContinue((next) => optionsDraft(v, limits.product, next))} />}
      {step === 'LINKED' && <LinkedStep {...props} onSave={(v) => saveAndContinue((next) => linkedDraft(v, next))} />}
      {step === 'FEES' && <FeesStep {...props} onSave={(v) => saveAndContinue((next) => feesDraft(v, next))} />}
      {step === 'REVIEW' && (
        <section aria-labelledby="review-step">
          <h2 id="review-step" className={layout.sectionTitle}>
            {t('openAccount.step.REVIEW')}
          </h2>
          <p>{t('openAccount.review.intro')}</p>
          <ApplicationSummary application={application} />
          {failure && (
            <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
              {failure}
            </p>
          )}
          <div className={layout.actions}>
            {back && (
              <Button variant="secondary" onClick={back} disabled={submitting.loading}>
                {t('openAccount.wizard.back')}
              </Button>
            )}
            <Button onClick={() => void submit()} disabled={submitting.loading}>
              {submitting.loading ? t('openAccount.wizard.submitting') : t('openAccount.wizard.submit')}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
