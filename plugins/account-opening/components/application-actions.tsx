// Resume, resend to the client and cancel, where the application's state allows and the user may act (dealer staff
// see applications but do not act on them). Cancelling asks first.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { t } from '@kit/copy';
import { refusalMessage } from '@kit/refusal';
import { RouteLink } from '@kit/route-link';
import { CANCEL_APPLICATION, RESEND_APPLICATION } from '../api/applications';
import type { Application } from '../lib/application-values';
import { OPEN_STATUSES } from '../lib/labels';
import styles from './account-opening.module.css';

export function ApplicationActions({ application: a, showResume = false }: { application: Application; showResume?: boolean }) {
  // A list filtered by status loses the application it cancelled: the lists are asked again.
  const [cancel, cancelling] = useMutation(CANCEL_APPLICATION, { refetchQueries: ['GetAccountApplications'] });
  const [resend, resending] = useMutation(RESEND_APPLICATION);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  if (!a.canAct) return null;
  const who = a.clientName ?? a.id;
  const doCancel = async () => {
    setError(null);
    try {
      await cancel({ variables: { id: a.id } });
      setAsking(false);
    } catch (e) {
      setError(refusalMessage(e) ?? t('openAccount.error.cancel'));
    }
  };
  const doResend = async () => {
    setSaid(null);
    try {
      await resend({ variables: { id: a.id } });
      setSaid(t('openAccount.actions.resent', { name: who }));
    } catch (e) {
      setSaid(refusalMessage(e) ?? t('openAccount.error.resend'));
    }
  };
  return (
    <div className={styles.rowActions}>
      {showResume && a.status === 'DRAFT' && (
        <RouteLink to="open-account.application" params={{ applicationId: a.id }} aria-label={t('openAccount.actions.resumeNamed', { id: a.id })}>
          {t('openAccount.actions.resume')}
        </RouteLink>
      )}
      {a.status === 'AWAITING_CLIENT_SIGNATURE' && (
        <Button variant="secondary" onClick={() => void doResend()} disabled={resending.loading} aria-label={t('openAccount.actions.resendNamed', { id: a.id })}>
          {t('openAccount.actions.resend')}
        </Button>
      )}
      {OPEN_STATUSES.includes(a.status) && (
        <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('openAccount.actions.cancelNamed', { id: a.id })}>
          {t('openAccount.actions.cancel')}
        </Button>
      )}
      {said && <span role="status">{said}</span>}
      <ConfirmDialog
        open={asking}
        title={t('openAccount.actions.cancelTitle')}
        cancelLabel={t('openAccount.actions.keep')}
        confirmLabel={t('openAccount.actions.cancelConfirm')}
        busy={cancelling.loading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void doCancel()}
        initialFocus="cancel"
        error={error}
      >
        {t('openAccount.actions.cancelQuestion', { id: a.id, name: who })}
      </ConfirmDialog>
    </div>
  );
}
