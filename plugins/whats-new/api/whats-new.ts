// The whats-new and feedback operations: the viewer's last login, products, flags and the two preferences.
import { graphql } from '@kit/gql';

export const WHATS_NEW_DISMISSED = 'whats-new-dismissed-groups';
export const FEEDBACK_ANSWERED = 'behavioural-intercept-feedback';

export const GET_WHATS_NEW_VIEWER = graphql(`
  query GetWhatsNewViewer {
    viewer {
      user {
        mac
        lastLogin
        flags
        supportedBrandProducts
      }
      preferences(keys: ["whats-new-dismissed-groups", "behavioural-intercept-feedback"]) {
        key
        value
      }
    }
  }
`);

export const SET_WHATS_NEW_PREFERENCE = graphql(`
  mutation SetWhatsNewPreference($key: String!, $value: JSON) {
    setPreference(key: $key, value: $value) {
      key
      value
    }
  }
`);

export const SEND_FEEDBACK = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      receivedAt
    }
  }
`);
