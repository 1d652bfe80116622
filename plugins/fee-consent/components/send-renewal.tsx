// Send a renewal for the client to consent to, behind a confirmation. The client answers on their phone; the page
// hears the answer as an alert. A refusal (not due, ended, no access) is said inside the dialog.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { t } from '@kit/copy';
import { refusalMessage } from '@kit/refusal';
import { useToast } from '@kit/toast/toast-atoms';
import { SEND_FEE_RENEWAL } from '../api/arrangements';
import { feeText, type Arrangement } from '../lib/arrangement-text';

export interface SendRenewalProps {
  arrangement: Arrangement;
  /** After a renewal was sent, or a refused one's dialog was closed: refresh the list. */
  onDone(): void;
}

export function SendRenewal({ arrangement: a, onDone }: SendRenewalProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [send, { loading }] = useMutation(SEND_FEE_RENEWAL);
  const toast = useToast();
  const resend = a.renewal?.status === 'SENT';

  async function confirm() {
    setError(null);
    try {
      const res = await send({ variables: { accountNumber: a.accountNumber } });
      const result = res.data?.sendFeeRenewal;
      if (!result?.sent) {
        setError(t(result?.refusal === 'NOT_DUE' ? 'feeConsent.send.notDue' : result?.refusal === 'ENDED' ? 'feeConsent.send.ended' : 'feeConsent.send.generic'));
        setStale(true);
        return;
      }
      setOpen(false);
      toast({ message: t('feeConsent.send.done', { client: a.clientName, account: a.accountNumber }), tone: 'success' });
      onDone();
    } catch (e) {
      setError(refusalMessage(e) ?? t('feeConsent.send.generic'));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t(resend ? 'feeConsent.send.resendFor' : 'feeConsent.send.actionFor', { account: a.accountNumber })}>
        {t(resend ? 'feeConsent.send.resend' : 'feeConsent.send.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('feeConsent.send.title')}
        cancelLabel={t('feeConsent.send.cancel')}
        confirmLabel={t('feeConsent.send.confirm')}
        busyLabel={t('feeConsent.send.sending')}
        busy={loading}
        error={error}
        onCancel={() => {
          setOpen(false);
          setError(null);
          if (stale) onDone();
          setStale(false);
        }}
        onConfirm={() => void confirm()}
      >
        {t('feeConsent.send.body', { client: a.clientName, account: a.accountNumber, fee: feeText(a) })}
      </ConfirmDialog>
    </>
  );
}
