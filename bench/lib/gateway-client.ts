// The calls a benchmark makes as a signed-in user: a password-grant token from the sandbox, and a GraphQL
// operation through the gateway that fails loudly on any error (a benchmark must not time error answers).
export async function accessToken(sandboxUrl: string, username: string): Promise<string> {
  const res = await fetch(`${sandboxUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'demo' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function gatewayQuery(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`gateway: ${body.errors[0].message}`);
  return body.data;
}
