import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import { RouteHrefContext } from './kit/route-link';
import type { AppRouter } from './routes/router';
import type { AppStore } from './session';
import { pathFor } from './shell/plugins/route-paths';

export interface AppProps {
  store: AppStore;
  client: ApolloClient;
  router: AppRouter;
}

export function App({ store, client, router }: AppProps) {
  return (
    <StoreProvider store={store}>
      <ApolloProvider client={client}>
        {/* Route ids resolve to paths everywhere, the not-found page before sign-in included. */}
        <RouteHrefContext.Provider value={pathFor}>
          <RouterProvider router={router} />
        </RouteHrefContext.Provider>
      </ApolloProvider>
    </StoreProvider>
  );
}
