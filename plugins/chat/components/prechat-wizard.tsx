// 001 §4 Pre-chat wizard: topic, sub-option, then help articles and Start chat; Back goes down a tier (from the
// first tier, back to the choice of live chat or Q). Choices are native radio buttons (arrow keys move between them).
import { useEffect, useId, useReducer, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { topicById, visibleTopics } from '../lib/topics';
import { WIZARD_START, canGoNext, chosenTopic, routingPreview, stepNumber, tierCount, wizardReducer } from '../lib/wizard';
import styles from './chat.module.css';

export interface PrechatWizardProps {
  flag(key: string): boolean;
  /** The brand's help centre (side-nav item help-centre), or null when the user has none. */
  helpUrl: string | null;
  busy: boolean;
  onStart(topic: { topic: string | null; subOption: string | null }): void;
  onExit(): void;
}

interface ChoicesProps<K extends string> {
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  step: ReactNode;
  name: string;
  choices: readonly { key: K; label: string }[];
  chosen: K | null;
  onChoose(key: K): void;
}

/** A tier of the wizard: its question (the legend, focused on arrival), the step line and one radio a choice. */
function Choices<K extends string>({ heading, headingRef, step, name, choices, chosen, onChoose }: ChoicesProps<K>) {
  return (
    <fieldset className={styles.choices}>
      <legend>
        <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
          {heading}
        </h3>
      </legend>
      {step}
      {choices.map((choice) => (
        <label key={choice.key} className={styles.choice}>
          <input type="radio" name={name} checked={chosen === choice.key} onChange={() => onChoose(choice.key)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PrechatWizard({ flag, helpUrl, busy, onStart, onExit }: PrechatWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, WIZARD_START);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const topic = topicById(state.topic);

  // Each tier's heading takes focus, so a screen reader hears the new question.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.tier]);

  const step = <p className={styles.step}>{t('chat.wizard.step', { n: stepNumber(state), total: tierCount(state) })}</p>;

  return (
    <form
      className={styles.wizard}
      onSubmit={(event) => {
        event.preventDefault();
        if (state.tier === 3) onStart(chosenTopic(state));
        else dispatch({ type: 'next' });
      }}
    >
      {state.tier === 1 && (
        <Choices
          heading={t('chat.wizard.topicHeading')}
          headingRef={headingRef}
          step={step}
          name={`${name}-topic`}
          choices={visibleTopics(flag).map((option) => ({ key: option.id, label: t(option.label) }))}
          chosen={state.topic}
          onChoose={(id) => dispatch({ type: 'topic', id })}
        />
      )}
      {state.tier === 2 && topic && (
        <Choices
          heading={t('chat.wizard.subOptionHeading')}
          headingRef={headingRef}
          step={step}
          name={`${name}-sub`}
          choices={topic.subOptions.map((key) => ({ key, label: t(key) }))}
          chosen={state.subOption}
          onChoose={(key) => dispatch({ type: 'subOption', key })}
        />
      )}
      {state.tier === 3 && (
        <div className={styles.choices}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
            {t('chat.wizard.helpHeading')}
          </h3>
          {step}
          <p className={styles.summary}>{t('chat.wizard.summary', { topic: routingPreview(state) })}</p>
          {helpUrl && (
            <ul className={styles.helpLinks}>
              {[state.subOption, topic?.label].filter((key): key is NonNullable<typeof key> => Boolean(key) && key !== 'chat.sub.somethingElse').map((key) => (
                <li key={key}>
                  <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                    {t('chat.wizard.helpLink', { topic: t(key) })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => (state.tier === 1 ? onExit() : dispatch({ type: 'back' }))} disabled={busy}>
          {t('chat.wizard.back')}
        </Button>
        {state.tier === 3 ? (
          <Button type="submit" disabled={busy}>
            {t('chat.wizard.startChat')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canGoNext(state)}>
            {t('chat.wizard.next')}
          </Button>
        )}
      </div>
    </form>
  );
}
