// The Clients category (ada flag): display name, suburb for individuals and a status pill. A failed
// search reads as no match (000 §8: a client search error returns an empty result). A client opens its
// overview (002 §2: dashboard/client/{contactId} with fullName, organisationName and contactId) when the
// client-overview plugin serves it; otherwise it is shown, not linked (never a dead end).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { RouteLink, useRouteHref } from '@kit/route-link';
import { SEARCH_CLIENTS } from '../api/search-clients';
import styles from '../shared/dropdown.module.css';
import { PanelMessage } from '../shared/panel-message';
import { OptionList, Section } from '../shared/section';
import { clientStatusTone } from './client-status-tone';

export function ClientsPanel({ term }: { term: string | null }) {
  const routeHref = useRouteHref();
  const { data, loading } = useQuery(SEARCH_CLIENTS, { variables: { query: term ?? '' }, skip: !term, errorPolicy: 'all' });
  if (!term) return null;
  const clients = data?.clientSearch?.nodes ?? [];
  const canOpen = routeHref('client-overview', { contactId: '_' }) !== null;
  return (
    <Section title={t('search.clients.heading')}>
      {loading && <PanelMessage kind="loading" text={t('search.searching')} />}
      {!loading && clients.length === 0 && <PanelMessage kind="empty" text={t('search.clients.empty')} />}
      {!loading && clients.length > 0 && (
        <OptionList label={t('search.clients.heading')}>
          {clients.map((client) => {
            const id = `search-client-${client.contactId}`;
            const body = (
              <>
                <span className={styles.primary}>
                  <span className={styles.name}>{client.displayName}</span>
                </span>
                <span className={styles.secondary}>{client.type === 'individual' ? client.suburb : null}</span>
                {client.status && (
                  <span className={`${styles.statusPill} ${styles[clientStatusTone(client.status)]}`}>{client.status}</span>
                )}
              </>
            );
            const individual = client.type === 'individual';
            return (
              <li key={client.contactId} className={styles.row} role="none">
                {canOpen ? (
                  <RouteLink
                    to="client-overview"
                    params={{ contactId: client.contactId }}
                    search={{
                      contactId: client.contactId,
                      ...(individual ? { fullName: client.displayName } : { organisationName: client.displayName }),
                    }}
                    id={id}
                    role="option"
                    tabIndex={-1}
                    className={styles.option}
                  >
                    {body}
                  </RouteLink>
                ) : (
                  <span id={id} role="option" aria-selected="false" aria-disabled="true" tabIndex={-1} className={styles.option}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </OptionList>
      )}
    </Section>
  );
}
