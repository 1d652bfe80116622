// Cancel a payment behind a confirmation (002 §9: the modal does not close on Escape or the backdrop). A refusal
// is the gateway's message, shown inside the modal as given ('This payment can no longer be cancelled.').
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { Modal } from '@kit/modal';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { refusalMessage } from '@kit/refusal';
import { CANCEL_PAYMENT } from '../../api/manage-payments';
import type { PaymentView } from '../../api/payment-fields';
import { payeeName } from '../../lib/manage-payments';
import { layout } from '@kit/layout';

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
      <Modal
        open={open}
        title={t('payments.manage.cancel.title')}
        actions={
          <>
            <Button
              variant="secondary"
              data-autofocus
              onClick={() => {
                show(false);
                setError(null);
                if (stale) onDone();
                setStale(false);
              }}
              disabled={loading}
            >
              {t('payments.manage.cancel.keep')}
            </Button>
            <Button onClick={() => void confirm()} disabled={loading}>
              {loading ? t('payments.manage.cancel.cancelling') : t('payments.manage.cancel.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('payments.manage.cancel.body', { amount: formatAmount(payment.amount), payee: payeeName(payment) })}</p>
        {error && (
          <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
            {error}
          </p>
        )}
      </Modal>
    </>
  );
}
