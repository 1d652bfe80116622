// A step's buttons: back to the previous step (nothing is lost: each step was saved when left forward) and save and
// continue; a save that failed says so above them.
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { layout } from '@kit/layout';

export function StepActions({ onBack, saving, failure, continueLabel }: { onBack?: () => void; saving: boolean; failure: string | null; continueLabel?: string }) {
  return (
    <>
      {failure && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {failure}
        </p>
      )}
      <div className={layout.actions}>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={saving}>
            {t('openAccount.wizard.back')}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? t('openAccount.wizard.saving') : (continueLabel ?? t('openAccount.wizard.continue'))}
        </Button>
      </div>
    </>
  );
}
