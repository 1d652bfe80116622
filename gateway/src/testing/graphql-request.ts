// Posts one GraphQL operation to a yoga instance in process and returns the parsed JSON answer.
import type { ExecutionResult } from 'graphql';

interface FetchesGraphQL {
  fetch(input: string, init?: RequestInit): Promise<Response> | Response;
}

export interface GraphQLAnswer<T = Record<string, unknown>> extends ExecutionResult<T> {
  status: number;
}

export async function graphqlRequest<T = any>(
  yoga: FetchesGraphQL,
  query: string,
  { variables, token, headers = {} }: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer<T>> {
  const res = await yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as ExecutionResult<T>) };
}
