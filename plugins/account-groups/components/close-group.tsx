// Closing a group from the Grouping form (000 §6): the Close button, its confirmation and the close call.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { ConfirmDialog } from '@kit/confirm-dialog';
import { useToast } from '@kit/toast/toast-atoms';
import type { AccountGroupData } from '../api/get-account-group';
import { CLOSE_ACCOUNT_GROUP } from '../api/group-mutations';

interface CloseGroupProps {
  group: AccountGroupData;
  /** Open the confirmation at once (the close path of 000 §6). */
  startOpen: boolean;
  disabled: boolean;
  className?: string;
  onClosed?: () => void;
  onFailed: () => void;
}

export function CloseGroup({ group, startOpen, disabled, className, onClosed, onFailed }: CloseGroupProps) {
  const toast = useToast();
  const [confirm, setConfirm] = useState(startOpen);
  const [close, closing] = useMutation(CLOSE_ACCOUNT_GROUP);
  const confirmAndClose = async () => {
    try {
      await close({ variables: { code: group.accountGroupCode } });
      setConfirm(false);
      toast({ message: t('groups.closed.toast'), tone: 'success' });
      onClosed?.();
    } catch {
      setConfirm(false);
      onFailed();
    }
  };
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setConfirm(true)} disabled={disabled}>
        {t('groups.close')}
      </Button>
      <ConfirmDialog
        open={confirm}
        title={t('groups.close.confirmTitle')}
        cancelLabel={t('groups.cancel')}
        confirmLabel={t('groups.close')}
        busy={closing.loading}
        escapeCancels
        onCancel={() => setConfirm(false)}
        onConfirm={() => void confirmAndClose()}
      >
        {t('groups.close.confirmBody', { name: group.accountGroupName })}
      </ConfirmDialog>
    </>
  );
}
