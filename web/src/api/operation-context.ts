// Context flags the links read. Not sent to the server.
declare module '@apollo/client' {
  interface DefaultContext {
    /** Sign-in plumbing: sent without a bearer token and never renewed-and-retried. */
    anonymous?: boolean;
  }
}

/** The context for the gateway's no-token fields (signIn, renewSession, endSession). */
export const ANONYMOUS = { anonymous: true } as const;
