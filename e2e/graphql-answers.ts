// Waiting for what a page is told rather than for a clock: the answer to one of the page's own GraphQL operations.
// A loaded machine stretches every step, so a browser test waits for the event that changes the page (an answer,
// an alert) and leaves the time limit to the test's timeout, a hang guard.
import type { Page, Request, Response } from '@playwright/test';

/**
 * Whether a request is the page's operation of this name (the portal POSTs every operation by name). By name, never
 * by a body that merely mentions it: the tracking plugin's ajax log, posted to /graphql too, names the operations.
 */
export const isOperation = (request: Request, operation: string) =>
  request.method() === 'POST' &&
  request.url().endsWith('/graphql') &&
  (request.postDataJSON() as { operationName?: string } | null)?.operationName === operation;

/** Whether a response answers the page's operation of this name. */
const answers = (response: Response, operation: string) => isOperation(response.request(), operation);

/**
 * The next answer to `operation` whose body `accept` takes (any answer without it). Start waiting before the step
 * that causes it. No timeout of its own: the test's is the limit.
 */
export function graphqlAnswer(page: Page, operation: string, accept: (body: string) => boolean = () => true): Promise<Response> {
  return page.waitForResponse(async (response) => answers(response, operation) && accept(await response.text()), { timeout: 0 });
}

/**
 * Loads (then reloads) the page until its `operation` answers with what `accept` takes. The gateway answers a
 * user's reads from a 2 s cache (000 §7), so a read just after a change made elsewhere (the phone page, the API)
 * can still tell the old state; each round waits for the page's answer, never for a fixed time.
 */
export async function loadUntilAnswered(page: Page, operation: string, accept: (body: string) => boolean, load: () => Promise<unknown> = () => page.reload()) {
  for (let step = load; ; step = () => page.reload()) {
    // The body is read as the answer comes: an answer to the page being reloaded away has none by the time the
    // step is over, and then the next answer (the reloaded page's) is the one that counts.
    let taken = false;
    const answered = page.waitForResponse(
      async (response) => {
        if (!answers(response, operation)) return false;
        const body = await response.text().catch(() => null);
        if (body === null) return false;
        taken = accept(body);
        return true;
      },
      { timeout: 0 },
    );
    await step();
    await answered;
    if (taken) return;
  }
}
