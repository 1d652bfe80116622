// What needs attention, one group per kind: its count and the first few, each linking to the page where the adviser
// acts (the account, its scheduled payments, Manage payments, the request).
import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { BookFieldsFragment } from '@kit/gql/graphql';
import { layout } from '@kit/layout';
import { RouteLink } from '@kit/route-link';
import { countText } from '../lib/book-values';
import styles from './book.module.css';

interface GroupProps {
  id: string;
  title: string;
  count: number;
  more: boolean;
  hint?: string;
  footer?: ReactNode;
  children: ReactNode;
}

function Group({ id, title, count, more, hint, footer, children }: GroupProps) {
  return (
    <div className={layout.column} data-testid={id}>
      <h4 id={id} className={layout.columnTitle}>
        {title}
        <span className={layout.columnCount}>{countText(count, more)}</span>
      </h4>
      {hint && <p className={styles.muted}>{hint}</p>}
      {count === 0 && <p className={styles.muted}>{t('book.attention.zero')}</p>}
      {count > 0 && (
        <ul className={`${layout.list} ${styles.items}`} aria-labelledby={id}>
          {children}
        </ul>
      )}
      {count > 0 && footer}
    </div>
  );
}

function Item({ link, meta }: { link: ReactNode; meta: string }) {
  return (
    <li className={styles.item}>
      {link}
      <span className={styles.muted}>{meta}</span>
    </li>
  );
}

export function NeedsAttention({ book }: { book: BookFieldsFragment }) {
  const n = book.needsAttention;
  const nothing = [n.lowCash, n.maturingTermDeposits, n.paymentsAwaitingAuthorisation, n.requestsAwaitingAdviser, n.scheduledPaymentsShort].every((g) => g.count === 0);
  return (
    <section aria-labelledby="book-attention" className={styles.attention}>
      <h3 id="book-attention" className={styles.label}>
        {t('book.attention.title')}
      </h3>
      {nothing ? (
        <p className={layout.empty}>{t('book.attention.none')}</p>
      ) : (
        <div className={layout.columns}>
          <Group id="book-low-cash" title={t('book.attention.lowCash', { threshold: formatAmount(book.lowCashThreshold) })} count={n.lowCash.count} more={n.lowCash.more}>
            {n.lowCash.items.map((a) => (
              <Item
                key={a.accountId}
                link={<RouteLink to="cash-account" params={{ accountNumber: a.accountNumber }}>{`${a.accountName} ${a.accountNumber}`}</RouteLink>}
                meta={t('book.attention.balance', { amount: formatAmount(a.balance) })}
              />
            ))}
          </Group>
          <Group id="book-maturing" title={t('book.attention.maturing')} count={n.maturingTermDeposits.count} more={n.maturingTermDeposits.more}>
            {n.maturingTermDeposits.items.map((a) => (
              <Item
                key={a.accountId}
                link={<RouteLink to="term-deposit" params={{ accountNumber: a.accountNumber }}>{`${a.accountName} ${a.accountNumber}`}</RouteLink>}
                meta={`${t('book.attention.matures', { date: formatDay(a.maturityDate) })} · ${formatAmount(a.balance)}`}
              />
            ))}
          </Group>
          <Group
            id="book-payments"
            title={t('book.attention.payments')}
            count={n.paymentsAwaitingAuthorisation.count}
            more={n.paymentsAwaitingAuthorisation.more}
            footer={<RouteLink to="payments.manage">{t('book.attention.viewPayments')}</RouteLink>}
          >
            {n.paymentsAwaitingAuthorisation.items.map((p) => (
              <Item
                key={p.paymentId}
                link={<RouteLink to="payments.manage">{t('book.attention.payment', { amount: formatAmount(p.amount), payee: p.payeeName })}</RouteLink>}
                meta={t('book.attention.paymentFrom', { account: p.accountNumber, date: formatDay(p.nextDate) })}
              />
            ))}
          </Group>
          <Group
            id="book-requests"
            title={t('book.attention.requests')}
            count={n.requestsAwaitingAdviser.count}
            more={n.requestsAwaitingAdviser.more}
            footer={<RouteLink to="request-centre.requests">{t('book.attention.viewRequests')}</RouteLink>}
          >
            {n.requestsAwaitingAdviser.items.map((r) => (
              <Item
                key={r.intentId}
                link={<RouteLink to="request-centre.case" params={{ intentId: r.intentId }}>{r.requestName}</RouteLink>}
                meta={`${r.caseId} · ${formatDay(r.updatedDate)}`}
              />
            ))}
          </Group>
          <Group
            id="book-shortfalls"
            title={t('book.attention.shortfalls')}
            hint={t('book.attention.shortfallsHint', { days: n.scheduledPaymentsShort.windowDays })}
            count={n.scheduledPaymentsShort.count}
            more={n.scheduledPaymentsShort.more}
          >
            {n.scheduledPaymentsShort.items.map((s) => (
              <Item
                key={s.accountId}
                link={
                  <RouteLink to="cash-account.tab" params={{ accountNumber: s.accountNumber, subRoute: 'scheduled-payments' }}>
                    {`${s.accountName} ${s.accountNumber}`}
                  </RouteLink>
                }
                meta={t('book.attention.shortBy', { amount: formatAmount(s.shortfall), date: formatDay(s.nextPaymentDate) })}
              />
            ))}
          </Group>
        </div>
      )}
    </section>
  );
}
