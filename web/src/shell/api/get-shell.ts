import { graphql } from '@kit/gql';

/** The signed-in user's resolved shell; overrides are this browser session's flag overrides. */
export const GET_SHELL = graphql(`
  query GetShell($overrides: [FlagOverride!]) {
    shell(overrides: $overrides) {
      ...ShellFields
    }
  }
`);
