// The notice appears once an answer was made with other config than the page's first, and reloads on request.
import { ApolloLink } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { createStore, Provider } from 'jotai';
import { lastValueFrom, Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createConfigVersionLink } from '../../kit/config-version';
import { t } from '../../kit/copy';
import { ConfigUpdatedNotice } from './config-updated-notice';

/** One answer through the link, made with config `version`. */
async function answer(store: ReturnType<typeof createStore>, version: string | null) {
  const terminal = new ApolloLink((operation) => {
    operation.setContext({ response: new Response('{}', { headers: version ? { 'x-config-version': version } : {} }) });
    return new Observable((o) => (o.next({ data: { a: 1 } }), o.complete())) as never;
  });
  const request = { query: parse('query A { a }'), variables: {} };
  await lastValueFrom(ApolloLink.execute(ApolloLink.from([createConfigVersionLink(store), terminal]), request, { client: {} as never }));
}

describe('the config updated notice', () => {
  it('says nothing while answers carry the page\'s config, then offers a reload once one does not', async () => {
    const store = createStore();
    const reload = vi.fn();
    render(
      <Provider store={store}>
        <ConfigUpdatedNotice reload={reload} />
      </Provider>,
    );
    await act(() => answer(store, 'aaaaaaaaaaaa'));
    await act(() => answer(store, null));
    await act(() => answer(store, 'aaaaaaaaaaaa'));
    expect(screen.getByRole('status').textContent).toBe('');

    await act(() => answer(store, 'bbbbbbbbbbbb'));
    expect(screen.getByRole('status').textContent).toContain(t('shell.configUpdated.message'));
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t('shell.configUpdated.reload') }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
