// Draws the page the plugin host matched (routes/plugin-route.ts), or "not found" inside the shell.
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { LazyView } from '../../kit/lazy-view';
import { LoadingState } from '../../kit/loading-state';
import { NotFoundPage } from '../../routes/not-found-page';

const signedIn = getRouteApi('/signed-in');
const pluginHost = getRouteApi('/signed-in/$');

export function PluginPage() {
  const { host } = signedIn.useRouteContext();
  const { match } = pluginHost.useLoaderData();
  const page = match && host.registry.page(match.id);
  if (!match || !page) return <NotFoundPage />;
  return (
    <Suspense fallback={<LoadingState />}>
      {/* keyed by path, so moving between two accounts remounts the page instead of reusing its state */}
      <LazyView key={JSON.stringify(match)} load={page.component as never} props={{ params: match.params }} />
    </Suspense>
  );
}
