import { graphql } from '@kit/gql';

export type RecentKindInput = 'ACCOUNT' | 'WRAP_GROUP';

export const RECORD_RECENT = graphql(`
  mutation RecordRecent($kind: RecentKind!, $id: ID!) {
    recordRecent(kind: $kind, id: $id) {
      key
      value
    }
  }
`);
