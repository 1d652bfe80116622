// 002 §4: an adhoc pension payment submission leads to a result per authoriser. The request's ids, when it
// was submitted and its SLA, then each authoriser asked: how, until when, and any error.
import { useEffect, useRef } from 'react';
import { Button } from '@kit/button';
import { isCopyKey, t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import { sydneyDateTime } from '@kit/sydney-time';
import type { PensionAuthoriser, PensionRequestResult } from '../../api/pension-request';
import { Card, DefinitionList, layout, Pill } from '@kit/layout';
import styles from './pension.module.css';

function methodLabel(method: string): string {
  const key = `payments.pension.method.${method.toUpperCase()}`;
  return isCopyKey(key) ? t(key) : method;
}

function AuthoriserItem({ authoriser }: { authoriser: PensionAuthoriser }) {
  const expires = sydneyDateTime(authoriser.expiryTime);
  return (
    <li className={styles.authoriser}>
      <div className={`${layout.spread} ${styles.authoriserHead}`}>
        <span className={styles.strong}>{authoriser.authoriserName}</span>
        <Pill tone={authoriser.error ? 'NEGATIVE' : 'POSITIVE'}>{authoriser.error ? t('payments.pension.authoriserFailed') : t('payments.pension.authoriserSent')}</Pill>
      </div>
      {authoriser.signingMethod && <span className={styles.muted}>{t('payments.pension.authoriserMethod', { method: methodLabel(authoriser.signingMethod) })}</span>}
      {expires && <span className={styles.muted}>{t('payments.pension.authoriserExpires', { when: expires })}</span>}
      {authoriser.error && <p className={layout.error}>{authoriser.error}</p>}
    </li>
  );
}

export interface PensionResultProps {
  accountNumber: string;
  result: PensionRequestResult;
  onAnother: () => void;
}

export function PensionResult({ accountNumber, result, onAnother }: PensionResultProps) {
  // The form gives way to the result: focus (and so the view) moves to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const facts: Array<[string, string | null]> = [
    [t('payments.pension.requestId'), result.requestId],
    [t('payments.pension.intentId'), result.intentId],
    [t('payments.pension.submitted'), sydneyDateTime(result.requestSubmissionTime)],
    [t('payments.pension.sla'), result.sla],
  ];
  return (
    <>
      <section className={layout.card} aria-labelledby="pension-result">
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h2 id="pension-result" className={layout.cardTitle} ref={heading} tabIndex={-1}>
          {t('payments.pension.resultTitle')}
        </h2>
        <p className={layout.subtitle}>{t('payments.pension.resultBody')}</p>
        <DefinitionList className={styles.definitions} items={facts} />
      </section>
      <Card headingId="pension-authorisers" title={t('payments.pension.authorisers')}>
        {result.authorisers.length === 0 ? (
          <p className={styles.muted}>{t('payments.pension.noAuthorisers')}</p>
        ) : (
          <ul className={layout.list}>
            {result.authorisers.map((a, i) => (
              <AuthoriserItem key={a.activityId ?? `${a.authoriserName}-${i}`} authoriser={a} />
            ))}
          </ul>
        )}
      </Card>
      <div className={layout.actions}>
        <RouteLink to="wrap-account" params={{ accountNumber }} className={layout.primaryLink}>
          {t('payments.pension.backToAccount')}
        </RouteLink>
        <Button variant="secondary" onClick={onAnother}>
          {t('payments.pension.another')}
        </Button>
      </div>
    </>
  );
}
