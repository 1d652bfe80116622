import { graphql } from '@kit/gql';

export const START_STEP_UP = graphql(`
  mutation StartStepUp {
    startStepUp {
      id
      expiresInSeconds
      maxAttempts
    }
  }
`);

export const VERIFY_STEP_UP = graphql(`
  mutation VerifyStepUp($challengeId: ID!, $code: String!) {
    verifyStepUp(challengeId: $challengeId, code: $code) {
      outcome
      token
      expiresAt
      attemptsLeft
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      outcome
      brokenRules
      changedAt
    }
  }
`);

export const GET_PASSWORD_CONTEXT = graphql(`
  query GetPasswordContext {
    passwordPolicy {
      minLength
      maxLength
      username
    }
    viewer {
      user {
        mac
        lastPasswordChange
      }
    }
  }
`);

export const GET_CONNECTED_DEVICES = graphql(`
  query GetConnectedDevices {
    connectedDevices {
      id
      browser
      os
      platform
      signedInAt
      lastActiveAt
      current
    }
  }
`);

export const SIGN_OUT_DEVICE = graphql(`
  mutation SignOutDevice($id: ID!, $stepUpToken: String!) {
    signOutDevice(id: $id, stepUpToken: $stepUpToken)
  }
`);

export const GET_AUTHENTICATOR = graphql(`
  query GetAuthenticator {
    authenticator {
      status
      deviceName
      activatedAt
      enrolmentExpiresAt
    }
    shell {
      brand {
        key
        helpLinks
      }
    }
  }
`);

export const START_AUTHENTICATOR_ENROLMENT = graphql(`
  mutation StartAuthenticatorEnrolment {
    startAuthenticatorEnrolment {
      code
      activationUrl
      expiresAt
    }
  }
`);
