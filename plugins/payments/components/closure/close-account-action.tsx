// The cash account page's "Close account" action (002 §8 Account closure): a confirmation that states the
// closing balance and that the request can't be undone, then closeAccount. Success names the closure id;
// a refusal shows every message the gateway mapped (de-duplicated there), or the policy's words when the gateway
// refused the call itself (no closure entitlement); any other failed call the generic one.
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { Modal } from '@kit/modal';
import type { AccountContributionProps } from '@kit/plugin';
import { refusalMessage } from '@kit/refusal';
import { CLOSE_ACCOUNT } from '../../api/closure';
import { closingBalance, closureView, offersClosure, type ClosureView } from '../../lib/closure';
import { layout } from '@kit/layout';
import styles from './closure.module.css';

type Phase = 'idle' | 'confirming' | 'closing';

export default function CloseAccountAction({ account }: AccountContributionProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [view, setView] = useState<ClosureView | null>(null);
  const [closeAccount] = useMutation(CLOSE_ACCOUNT);
  const answer = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // The answer replaces the buttons that had focus: focus moves to it, so it is read out.
  useEffect(() => {
    if (view) answer.current?.focus();
  }, [view]);
  // The dialog leaves the page when it closes: focus goes back to the action (or the note that replaced it).
  useEffect(() => {
    if (phase !== 'idle') wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      area.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
    }
  }, [phase]);

  if (!offersClosure(account.accountStatus)) return null;

  const requested = view?.state === 'requested' ? view : null;
  const refused = view?.state === 'refused' ? view : null;
  const balance = closingBalance(account);
  const open = phase !== 'idle';
  const closing = phase === 'closing';

  async function confirm() {
    setPhase('closing');
    setView(null);
    try {
      const res = await closeAccount({ variables: { accountNumber: account.accountNumber } });
      setView(closureView(res.data?.closeAccount));
    } catch (error) {
      const refused = refusalMessage(error);
      setView(closureView(refused ? { success: false, messages: [refused] } : null));
    }
    setPhase('confirming');
  }

  function dismiss() {
    setPhase('idle');
    // A refusal is told in the modal only; a received request stays said beside the (now hidden) button.
    if (refused) setView(null);
  }

  const title = requested ? t('closure.requestedTitle') : refused ? t('closure.refusedTitle') : t('closure.confirmTitle');
  const actions = view ? (
    <Button onClick={dismiss} data-autofocus>
      {t('closure.done')}
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={dismiss} disabled={closing} data-autofocus>
        {t('closure.keep')}
      </Button>
      <Button onClick={() => void confirm()} disabled={closing} aria-busy={closing || undefined}>
        {closing ? t('closure.closing') : t('closure.confirm')}
      </Button>
    </>
  );

  return (
    <div className={`${layout.actions} ${styles.action}`} ref={area}>
      {requested && !open ? (
        <p className={`${layout.notice} ${layout.noticeSuccess} ${styles.inline}`} role="status" tabIndex={-1}>
          {t('closure.requested')} {requested.closureId && <span className={styles.reference}>{t('closure.reference', { closureId: requested.closureId })}</span>}
        </p>
      ) : (
        <Button variant="secondary" className={styles.danger} onClick={() => setPhase('confirming')}>
          {t('closure.action')}
        </Button>
      )}
      <Modal open={open} title={title} actions={actions} onEscape={closing ? undefined : dismiss}>
        <div className={styles.body}>
          {!view && (
            <>
              <p className={styles.reference}>
                {account.accountName} · {account.accountNumber}
              </p>
              {balance !== null && <p className={styles.balance}>{t('closure.confirmBalance', { balance: formatAmount(balance) })}</p>}
              <p>{t('closure.confirmIrreversible')}</p>
            </>
          )}
          {requested && (
            <div className={`${layout.notice} ${layout.noticeSuccess}`} role="status" ref={answer} tabIndex={-1}>
              <p>{t('closure.requested')}</p>
              {requested.closureId && <p className={styles.reference}>{t('closure.reference', { closureId: requested.closureId })}</p>}
            </div>
          )}
          {refused && (
            <div className={`${layout.notice} ${layout.noticeError}`} role="alert" ref={answer} tabIndex={-1}>
              <ul className={styles.messages}>
                {[...refused.messages, ...refused.keys.map((k) => t(k))].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Modal>
    </div>
  );
}
