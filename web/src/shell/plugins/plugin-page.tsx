// Draws the page the plugin host matched (routes/plugin-route.ts), or "not found" inside the shell.
import { getRouteApi } from '@tanstack/react-router';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { Suspense, useContext, useEffect } from 'react';
import { LazyView } from '../../kit/lazy-view';
import { LoadingState } from '../../kit/loading-state';
import { markPagePainted } from '../../kit/plugin-load';
import { NotFoundPage } from '../../routes/not-found-page';

const signedIn = getRouteApi('/signed-in');
const pluginHost = getRouteApi('/signed-in/$');

export function PluginPage() {
  const { host } = signedIn.useRouteContext();
  const { match } = pluginHost.useLoaderData();
  const page = match && host.registry.page(match.id);
  if (!match || !page)
    return (
      <>
        <NotFoundPage />
        <PagePainted />
      </>
    );
  return (
    <Suspense fallback={<LoadingState />}>
      {/* keyed by path, so moving between two accounts remounts the page instead of reusing its state */}
      <LazyView key={JSON.stringify(match)} load={page.component as never} props={{ params: match.params }} />
      <PagePainted />
    </Suspense>
  );
}

/** How often, and at most how long, PagePainted waits for the page's first queries to answer. */
const QUIET_POLL_MS = 50;
const QUIET_MAX_MS = 5000;

/**
 * Commits with the page (inside its Suspense boundary). The page has painted what it first shows once the
 * queries then on screen (the page's, its widgets', the header bell's) have answered: code loaded 'idle' waits
 * for that, so it never competes with the first paint's code and data. A page that keeps a query loading longer
 * than QUIET_MAX_MS lets it through anyway.
 */
function PagePainted() {
  const client = useContext(getApolloContext()).client;
  useEffect(() => {
    if (!client) return markPagePainted();
    const since = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (!queriesLoading(client) || Date.now() - since > QUIET_MAX_MS) markPagePainted();
      else timer = setTimeout(check, QUIET_POLL_MS);
    };
    // After the widgets and header slots that mount with the page have started their queries.
    timer = setTimeout(check, QUIET_POLL_MS);
    return () => clearTimeout(timer);
  }, [client]);
  return null;
}

function queriesLoading(client: ApolloClient): boolean {
  for (const query of client.getObservableQueries('active')) if (query.getCurrentResult().loading) return true;
  return false;
}
