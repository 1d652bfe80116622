// One error type for every handled failure, so handlers can `throw` and the error handler
// turns it into the contract's JSON shape (sandbox/README.md "Errors").
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.error));
  }
}

export const badRequest = (message: string) => new HttpError(400, { error: 'bad_request', message });
export const forbidden = (message?: string) =>
  new HttpError(403, message ? { error: 'forbidden', message } : { error: 'forbidden' });
export const notFound = () => new HttpError(404, { error: 'not_found' });
export const conflict = (message: string) => new HttpError(409, { error: 'conflict', message });

export const invalidToken = (description: string) =>
  new HttpError(
    401,
    { error: 'invalid_token', error_description: description },
    { 'www-authenticate': 'Bearer error="invalid_token"' },
  );
