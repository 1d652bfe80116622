import { graphql } from '@kit/gql';

/** The brand's assist number (002 §9), as the gateway resolves it for the signed-in user's brand. */
export const GET_CONTACT_ASSIST_NUMBER = graphql(`
  query GetContactAssistNumber {
    screenShareAssistNumber
  }
`);
