// The gateway's screen-share operations (gateway/src/modules/screenshare/schema.graphql).
import { graphql } from '@kit/gql';

export const START_SCREEN_SHARE = graphql(`
  mutation StartScreenShare($product: String!) {
    startScreenShare(product: $product) {
      sessionId
      pin
      status
      assistNumber
    }
  }
`);

export const END_SCREEN_SHARE = graphql(`
  mutation EndScreenShare($sessionId: ID!, $logout: Boolean) {
    endScreenShare(sessionId: $sessionId, logout: $logout) {
      sessionId
      status
      endedBy
    }
  }
`);

export const SEND_SCREEN_SHARE_EVENTS = graphql(`
  mutation SendScreenShareEvents($sessionId: ID!, $events: [String!]!) {
    sendScreenShareEvents(sessionId: $sessionId, events: $events)
  }
`);

export const SCREEN_SHARE_EVENTS = graphql(`
  subscription ScreenShareEvents($sessionId: ID!) {
    screenShareEvents(sessionId: $sessionId) {
      sessionId
      status
      control
      endedBy
      at
    }
  }
`);

export const SCREEN_SHARE_LINKS = graphql(`
  query ScreenShareLinks {
    shell {
      brand {
        key
        helpLinks
      }
    }
  }
`);
