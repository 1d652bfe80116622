// 002 §4 "created": the new case's ids, SLA and ETA, and a link to it.
import { useEffect, useRef } from 'react';
import { t } from '@kit/copy';
import type { CreateCaseMutation } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';
import { displayValue, sydneyTime } from '../../lib/sydney-time';
import { layout } from '@kit/layout';
import styles from './create.module.css';
import { Definitions, type Definition } from '../definitions';

export function CreatedCase({ created }: { created: CreateCaseMutation['createCase'] }) {
  // The form gives way to this panel: focus (and so the view) moves to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const items: Definition[] = [
    ['requests.details.caseId', created.caseId],
    ['requests.details.intentId', created.intentId],
    ['requests.created.requestId', created.requestId !== created.caseId ? created.requestId : null],
    ['requests.created.submitted', sydneyTime(created.createdDateTime)],
    ['requests.details.sla', created.sla],
    ['requests.details.eta', created.eta && displayValue('eta', created.eta)],
  ];
  return (
    <section className={`${layout.card} ${styles.created}`} aria-labelledby="created-title">
      <span className={styles.tick} aria-hidden="true">
        ✓
      </span>
      <h2 id="created-title" className={layout.cardTitle} ref={heading} tabIndex={-1}>
        {t('requests.created.title')}
      </h2>
      <p className={layout.flush}>{t('requests.created.body')}</p>
      <Definitions items={items} />
      <div className={layout.actions}>
        <RouteLink to="request-centre.case" params={{ intentId: created.intentId }} className={layout.primaryLink}>
          {t('requests.created.view')}
        </RouteLink>
        <RouteLink to="request-centre.requests">{t('requests.created.toList')}</RouteLink>
      </div>
    </section>
  );
}
