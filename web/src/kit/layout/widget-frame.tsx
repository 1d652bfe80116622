// A dashboard widget's card (layout.widget): its heading, then, while its query has nothing to show, a loading line
// or the error with "Try again", then its content; a footer (a "View all" link) stays at its foot whatever the query
// did. The dashboard's cards (news, requests in progress) opened this way, written once.
import type { ReactNode } from 'react';
import { t } from '../copy';
import layout from './layout.module.css';

export interface WidgetFrameProps<T> {
  /** The heading's id, which names the card (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** The query's data, or what the card reads off it; undefined or null while there is none. */
  data: T | null | undefined;
  loading: boolean;
  error?: unknown;
  loadingLabel: string;
  /** Said when the query failed with nothing to show. */
  errorMessage: string;
  /** The query's refetch: offered as "Try again". */
  refetch?: () => Promise<unknown>;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}

export function WidgetFrame<T>({ id, title, data, loading, error, loadingLabel, errorMessage, refetch, children, footer }: WidgetFrameProps<T>) {
  const has = data !== undefined && data !== null;
  return (
    <section className={layout.widget} aria-labelledby={id} aria-busy={loading}>
      <h2 id={id} className={layout.sectionTitle}>
        {title}
      </h2>
      {loading && !has && (
        <p className={layout.empty} role="status">
          {loadingLabel}
        </p>
      )}
      {Boolean(error) && !has && (
        <div className={layout.widgetError} role="alert">
          <p className={layout.flush}>{errorMessage}</p>
          {refetch && (
            <button type="button" className={layout.linkButton} onClick={() => void refetch().catch(() => undefined)}>
              {t('kit.retry')}
            </button>
          )}
        </div>
      )}
      {has && children(data)}
      {footer}
    </section>
  );
}
