// Cancel a payment behind a confirmation (002 §9: the modal does not close on Escape or the backdrop). A refusal
// is the gateway's message, shown inside the modal as given ('This payment can no longer be cancelled.').
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { refusalMessage } from '@kit/refusal';
import { CANCEL_PAYMENT } from '../../api/manage-payments';
import type { PaymentView } from '../../api/payment-fields';
import { payeeName } from '../../lib/manage-payments';

interface CancelPaymentProps {
  payment: PaymentView;
  /** After a cancel, or after the dialog of a refused one is closed: refresh the list. */
  onDone(): void;
  /** The dialog opened or closed (a live list holds its refreshes while it is open, so the dialog stays). */
  onDialogChange?(open: boolean): void;
}

export function CancelPayment({ payment, onDone, onDialogChange }: CancelPaymentProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refused cancel means the payment moved on: the list is refreshed once the modal is closed, not under it.
  const [stale, setStale] = useState(false);
  const [cancel, { loading }] = useMutation(CANCEL_PAYMENT);
  const toast = useToast();

  function show(next: boolean) {
    setOpen(next);
    onDialogChange?.(next);
  }

  async function confirm() {
    setError(null);
    try {
      const res = await cancel({ variables: { id: payment.paymentId } });
      const result = res.data?.cancelPayment;
      if (!result?.payment) {
        setError(result?.message ?? t('payments.generic'));
        setStale(true);
        return;
      }
      show(false);
      toast({ message: t('payments.manage.cancel.done', { id: payment.paymentId }), tone: 'success' });
      announceTaskSubmitted();
      onDone();
    } catch (error) {
      setError(refusalMessage(error) ?? t('payments.generic'));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => show(true)} aria-label={t('payments.manage.cancel.actionFor', { id: payment.paymentId })}>
        {t('payments.manage.cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('payments.manage.cancel.title')}
        cancelLabel={t('payments.manage.cancel.keep')}
        confirmLabel={t('payments.manage.cancel.confirm')}
        busyLabel={t('payments.manage.cancel.cancelling')}
        busy={loading}
        initialFocus="cancel"
        error={error}
        onCancel={() => {
          show(false);
          setError(null);
          if (stale) onDone();
          setStale(false);
        }}
        onConfirm={() => void confirm()}
      >
        {t('payments.manage.cancel.body', { amount: formatAmount(payment.amount), payee: payeeName(payment) })}
      </ConfirmDialog>
    </>
  );
}
