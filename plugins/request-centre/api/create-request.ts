import { graphql } from '@kit/gql';

export const GET_REQUEST_CLIENTS = graphql(`
  query GetRequestClients($keyword: String!) {
    requestClients(keyword: $keyword) {
      contactId
      displayName
      type
      suburb
    }
  }
`);

export const GET_REQUEST_ACCOUNTS = graphql(`
  query GetRequestAccounts($contactId: ID, $keyword: String) {
    requestAccounts(contactId: $contactId, keyword: $keyword) {
      accountNumber
      accountName
      productCode
      productDescription
      productType
      accessLevel
      businessArea
    }
  }
`);

export const GET_REQUEST_CATEGORIES = graphql(`
  query GetRequestCategories($accountNumber: String!) {
    requestCategories(accountNumber: $accountNumber) {
      category
      businessArea
      subCategories {
        id
        subCategory
        process
        subprocess
      }
    }
  }
`);

export const GET_REQUEST_VALIDATIONS = graphql(`
  query GetRequestValidations($subCategoryId: ID!, $accountNumber: String!) {
    requestValidations(subCategoryId: $subCategoryId, accountNumber: $accountNumber) {
      code
      message
      tier
    }
  }
`);

export const CREATE_CASE = graphql(`
  mutation CreateCase($input: CreateCaseInput!) {
    createCase(input: $input) {
      intentId
      caseId
      requestId
      isGeneralRequestType
      createdDateTime
      sla
      eta
      result
    }
  }
`);
