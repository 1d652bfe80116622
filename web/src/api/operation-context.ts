// Context flags the links read. Not sent to the server.
declare module '@apollo/client' {
  interface DefaultContext {
    /** Sign-in plumbing: sent without a bearer token and never renewed-and-retried. */
    anonymous?: boolean;
    /**
     * A subscription's: called each time its live connection is up (`reconnected` after a drop). Events sent
     * before that were not heard, so a view whose rows they change reads them again then (@kit/fresh).
     */
    onLiveConnected?: (reconnected: boolean) => void;
  }
}

/** The context for the gateway's no-token fields (signIn, renewSession, endSession). */
export const ANONYMOUS = { anonymous: true } as const;

