import { graphql } from '@kit/gql';
import type { GetAccountDocumentsQuery } from '@kit/gql/graphql';

export type AccountDocumentRow = GetAccountDocumentsQuery['accountDocuments'][number];

/** An account's statements and tax reports, newest first. */
export const GET_ACCOUNT_DOCUMENTS = graphql(`
  query GetAccountDocuments($accountId: ID!, $filter: AccountDocumentFilter) {
    accountDocuments(accountId: $accountId, filter: $filter) {
      id
      type
      title
      periodFrom
      periodTo
      issuedDate
      fileName
      contentType
      sizeBytes
    }
  }
`);

/** One document's PDF (base64), asked for when the adviser downloads it. */
export const GET_ACCOUNT_DOCUMENT_FILE = graphql(`
  query GetAccountDocumentFile($accountId: ID!, $documentId: ID!) {
    accountDocumentFile(accountId: $accountId, documentId: $documentId) {
      fileName
      contentType
      base64
    }
  }
`);
