import { graphql } from '@kit/gql';

/** The adviser codes table's fields (My profile and My access). */
export const ADVISER_CODE_FIELDS = graphql(`
  fragment AdviserCodeFields on AdviserCode {
    entityKey
    dealerCode
    code
    productType
    adviserType
    adviserName
  }
`);

export const GET_PROFILE_DETAILS = graphql(`
  query GetProfileDetails {
    viewer {
      user {
        mac
        firstName
        lastName
        brandName
        childBadgeName
        badgeNames
        dealerCode
        lastLogin
        lastPasswordChange
      }
      adviserCodes {
        ...AdviserCodeFields
        dealerName
      }
    }
  }
`);

export const GET_SECURITY_LEVEL = graphql(`
  query GetSecurityLevel {
    securityLevel
  }
`);

export const SET_SECURITY_LEVEL = graphql(`
  mutation SetSecurityLevel($level: SecurityLevel!) {
    setSecurityLevel(level: $level)
  }
`);

export const GET_ESI_DETAILS = graphql(`
  query GetEsiDetails {
    esiDetails {
      fundName
      abn
      usi
      esa
      esaProvider
      contactEmail
      bsb
      accountNumber
      reference
    }
  }
`);

export const GET_LEGAL_LINKS = graphql(`
  query GetLegalLinks {
    shell {
      brand {
        key
        helpLinks
      }
    }
  }
`);

export const GET_MY_ACCESS = graphql(`
  query GetMyAccess {
    shell {
      access {
        badgeNames
        products
        cashBadgeNames
        wrapAccess
        cashAccess
      }
    }
    viewer {
      adviserCodes {
        ...AdviserCodeFields
      }
    }
  }
`);
