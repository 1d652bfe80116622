import { gql, type TypedDocumentNode } from '@apollo/client';

export type RecentKindInput = 'ACCOUNT' | 'WRAP_GROUP';

export const RECORD_RECENT: TypedDocumentNode<
  { recordRecent: { key: string; value: unknown } },
  { kind: RecentKindInput; id: string }
> = gql`
  mutation RecordRecent($kind: RecentKind!, $id: ID!) {
    recordRecent(kind: $kind, id: $id) {
      key
      value
    }
  }
`;
