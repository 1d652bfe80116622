// The chat window (001 §2.7): a non-modal dialog fixed bottom right. Focus moves into it when it opens; Escape
// minimises it (the chat goes on) and focus returns to the launcher.
import { useEffect, useId, useRef } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { ChatController } from '../hooks/use-chat';
import type { ChatContextValue } from '../lib/chat-window';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PrechatWizard } from './prechat-wizard';
import { layout } from '@kit/layout';
import { useTooltip } from '@kit/tooltip/tooltip';
import styles from './chat.module.css';

export interface ChatWindowProps {
  chat: ChatController;
  flag(key: string): boolean;
  helpUrl: string | null;
  onMinimise(): void;
}

function contextLine(context: ChatContextValue | null): string | null {
  if (!context) return null;
  if (context.name === 'request_centre') return context.referenceId ? t('chat.menu.fromCase', { referenceId: context.referenceId }) : t('chat.menu.fromRequestCentre');
  return context.referenceId ? t('chat.menu.fromPayment', { referenceId: context.referenceId }) : t('chat.menu.fromPayments');
}

export function ChatWindow({ chat, flag, helpUrl, onMinimise }: ChatWindowProps) {
  const { state, dispatch, availability, failure, failureText, busy } = chat;
  const titleId = useId();
  const liveHintId = useId();
  const offerId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const conversation = state.conversation;

  // Focus into the window on open and on each new screen: its heading, or the control marked data-autofocus
  // (the message box of an active chat, 'Keep chatting' of the end confirmation).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || state.screen === 'prechat') return;
    const target = body.querySelector<HTMLElement>('[data-autofocus]') ?? body.querySelector<HTMLElement>('h3[tabindex="-1"]');
    target?.focus();
  }, [state.screen]);

  // A chat asked for about something else (a payment) while this one goes on: focus its offer.
  const offerRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.offer) offerRef.current?.focus();
  }, [state.offer]);

  const failureMessage =
    failure === 'start' ? (failureText ?? t('chat.startFailed'))
    : failure === 'send' ? t('chat.sendFailed')
    : failure === 'end' ? t('chat.endFailed')
    : failure === 'load' ? t('chat.loadFailed')
    : null;

  const headline =
    !conversation ? null
    : conversation.kind === 'ASYNC' && conversation.status === 'BOT' ? t('chat.active.withQ')
    : conversation.status === 'ACTIVE' && conversation.agentName ? t('chat.active.withAgent', { name: conversation.agentName })
    : null;

  return (
    <section
      className={styles.window}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onMinimise();
        }
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('chat.chatWithUs')}
        </h2>
        {conversation && state.screen !== 'confirmEnd' && (
          <button type="button" className={styles.headerButton} onClick={() => dispatch({ type: 'askEnd' })}>
            {t('chat.endChat')}
          </button>
        )}
        <MinimiseButton onMinimise={onMinimise} />
      </header>
      <div className={styles.body} ref={bodyRef}>
        {failureMessage && (
          <p role="alert" className={styles.error}>
            {failureMessage}
            {failure === 'load' && (
              <button type="button" className={styles.linkButton} onClick={chat.retryLoad}>
                {t('chat.retry')}
              </button>
            )}
          </p>
        )}

        {state.screen === 'menu' && (
          <div className={styles.menu}>
            <h3 tabIndex={-1} className={styles.question}>
              {t('chat.menu.heading')}
            </h3>
            {contextLine(state.context) && <p className={styles.context}>{contextLine(state.context)}</p>}
            {!availability ? (
              <p className={styles.muted} role="status">
                {chat.availabilityFailed ? t('chat.unavailable') : t('chat.menu.checking')}
              </p>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.option}
                  disabled={!availability.live}
                  aria-describedby={liveHintId}
                  onClick={() => dispatch({ type: 'chooseLive' })}
                >
                  <span className={styles.optionTitle}>{t('chat.menu.live')}</span>
                  <span id={liveHintId} className={styles.optionHint}>
                    {availability.live ? t('chat.menu.liveHint') : (availability.message ?? t('chat.unavailable'))}
                  </span>
                </button>
                {availability.asyncAvailable && (
                  <button
                    type="button"
                    className={styles.option}
                    disabled={busy}
                    onClick={() => void chat.start('ASYNC')}
                  >
                    <span className={styles.optionTitle}>{t('chat.menu.async')}</span>
                    <span className={styles.optionHint}>{t('chat.menu.asyncHint')}</span>
                  </button>
                )}
              </>
            )}
          </div>
        )}

        {state.screen === 'prechat' && (
          <PrechatWizard flag={flag} helpUrl={helpUrl} busy={busy} onStart={(topic) => void chat.start('LIVE', topic)} onExit={() => dispatch({ type: 'backToMenu' })} />
        )}

        {state.screen === 'waiting' && (
          <div className={styles.waiting}>
            <span className={layout.spinner} aria-hidden="true" />
            <h3 tabIndex={-1} className={styles.question}>
              {t('chat.waiting.heading')}
            </h3>
            <p role="status">{t('chat.waiting.text')}</p>
          </div>
        )}

        {state.offer && conversation && (state.screen === 'active' || state.screen === 'waiting') && (
          <section className={styles.offer} aria-labelledby={offerId}>
            <h3 id={offerId} ref={offerRef} tabIndex={-1} className={styles.question}>
              {t('chat.offer.heading')}
            </h3>
            <p className={styles.context}>{contextLine(state.offer)}</p>
            <p className={styles.muted}>{t('chat.offer.text')}</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => dispatch({ type: 'keepCurrent' })}>
                {t('chat.offer.keep')}
              </Button>
              <Button onClick={() => void chat.end()} disabled={busy}>
                {t('chat.offer.start')}
              </Button>
            </div>
          </section>
        )}

        {state.screen === 'active' && conversation && (
          <div className={styles.active}>
            {headline && <p className={styles.headline}>{headline}</p>}
            {conversation.kind === 'ASYNC' && conversation.status === 'QUEUED' && (
              <p className={styles.notice} role="status">
                {t('chat.active.queuedFromQ')}
              </p>
            )}
            <MessageList messages={chat.messages} loading={chat.messagesLoading} />
            {conversation.kind === 'ASYNC' && conversation.status === 'BOT' && availability?.live && (
              <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void chat.askForPerson()}>
                {t('chat.requestHuman')}
              </button>
            )}
            <Composer onSend={chat.send} />
          </div>
        )}

        {state.screen === 'confirmEnd' && (
          <div className={styles.confirm}>
            <h3 tabIndex={-1} className={styles.question}>
              {t('chat.endConfirm')}
            </h3>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => dispatch({ type: 'cancelEnd' })} data-autofocus="">
                {t('chat.endConfirm.no')}
              </Button>
              <Button onClick={() => void chat.end()} disabled={busy}>
                {t('chat.endConfirm.yes')}
              </Button>
            </div>
          </div>
        )}

        {state.screen === 'survey' && (
          <div className={styles.confirm}>
            <p className={styles.muted}>{t('chat.ended')}</p>
            <h3 tabIndex={-1} className={styles.question}>
              {t('chat.survey.heading')}
            </h3>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => chat.answerSurvey('positive')}>
                {t('chat.survey.positive')}
              </Button>
              <Button variant="secondary" onClick={() => chat.answerSurvey('negative')}>
                {t('chat.survey.negative')}
              </Button>
              <Button variant="secondary" onClick={() => chat.answerSurvey(null)}>
                {t('chat.survey.skip')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** The icon-only minimise button, named and with the kit's tooltip saying the same. */
function MinimiseButton({ onMinimise }: { onMinimise: () => void }) {
  const { triggerProps, tooltip } = useTooltip<HTMLButtonElement>(t('chat.minimise'), 'bottom');
  return (
    <>
      <button {...triggerProps} type="button" className={styles.headerButton} aria-label={t('chat.minimise')} onClick={onMinimise}>
        <span aria-hidden="true">—</span>
      </button>
      {tooltip}
    </>
  );
}
