// 000 §6: editing or closing needs full access to every Wrap account in the group.
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { Modal } from '@kit/modal';

export type GroupAction = 'edit' | 'close';

export interface ActionModalProps {
  action: GroupAction | null;
  editable: boolean;
  onProceed: (action: GroupAction) => void;
  onCancel: () => void;
}

export function ActionModal({ action, editable, onProceed, onCancel }: ActionModalProps) {
  if (!action) return null;
  const actionWord = t(action === 'edit' ? 'groups.action.edit' : 'groups.action.close');
  const title = t(action === 'edit' ? 'groups.edit' : 'groups.close');
  return (
    <Modal
      open
      title={title}
      onEscape={onCancel}
      actions={
        editable ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('groups.cancel')}
            </Button>
            <Button data-autofocus onClick={() => onProceed(action)}>
              {t('groups.openForm')}
            </Button>
          </>
        ) : (
          <Button data-autofocus onClick={onCancel}>
            {t('groups.ok')}
          </Button>
        )
      }
    >
      <p role={editable ? undefined : 'alert'}>
        {t(editable ? 'groups.useForm' : 'groups.blocked', { action: actionWord })}
      </p>
    </Modal>
  );
}
