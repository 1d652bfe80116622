// Cancel with a confirmation (002 §7 intent/cancel): the modal stays until the adviser picks an action
// (002 §9: modals do not close on Escape or the backdrop); a refusal is said inside it.
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { useToast } from '@kit/toast/toast-atoms';
import { CANCEL_CASE } from '../../api/case-mutations';

function notCancellable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => {
    const codes = e.extensions?.upstreamCodes;
    return Array.isArray(codes) && codes.includes('INTENT_NOT_CANCELLABLE');
  });
}

export function CancelCase({ intentId, requestName, onCancelled }: { intentId: string; requestName: string; onCancelled(): void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CANCEL_CASE);
  const toast = useToast();

  async function confirm() {
    setError(null);
    try {
      await cancel({ variables: { intentId } });
      setOpen(false);
      toast({ message: t('requests.cancel.done'), tone: 'success' });
      onCancelled();
    } catch (e) {
      setError(notCancellable(e) ? t('requests.cancel.notCancellable') : t('requests.cancel.error'));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('requests.cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('requests.cancel.title')}
        cancelLabel={t('requests.cancel.keep')}
        confirmLabel={t('requests.cancel.confirm')}
        busyLabel={t('requests.cancel.cancelling')}
        busy={loading}
        initialFocus="cancel"
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        {t('requests.cancel.body', { name: requestName })}
      </ConfirmDialog>
    </>
  );
}
