// Draws the page the plugin host matched (routes/plugin-route.ts), or "not found" inside the shell.
import { getRouteApi } from '@tanstack/react-router';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { Suspense, useContext, useEffect } from 'react';
import { LazyView, viewsPending } from '../../kit/lazy-view';
import { LoadingState } from '../../kit/loading-state';
import { markPagePainted } from '../../kit/plugin-load';
import { NotFoundPage } from '../../routes/not-found-page';
import { whenPageQuiet } from './page-quiet';

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

/**
 * Commits with the page (inside its Suspense boundary). The page has painted what it first shows once the views
 * then mounting (the page's, its widgets', the header's bell and search box) have arrived and committed and the
 * queries they started have answered: code loaded 'idle' waits for that (page-quiet.ts), so it never competes
 * with the first paint's code and data.
 */
function PagePainted() {
  const client = useContext(getApolloContext()).client;
  useEffect(() => {
    if (!client) return markPagePainted();
    return whenPageQuiet(() => viewsPending() > 0 || queriesLoading(client), markPagePainted);
  }, [client]);
  return null;
}

function queriesLoading(client: ApolloClient): boolean {
  for (const query of client.getObservableQueries('active')) if (query.getCurrentResult().loading) return true;
  return false;
}
