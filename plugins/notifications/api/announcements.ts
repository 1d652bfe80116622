import { graphql } from '@kit/gql';

export const ANNOUNCEMENTS = graphql(`
  query Announcements {
    announcements {
      id
      body
      style
      publishId
    }
    viewer {
      preferences(keys: ["YellowBoxMessage"]) {
        key
        value
      }
    }
  }
`);

export const DISMISS_YELLOW_BOX = graphql(`
  mutation DismissYellowBox($value: JSON) {
    setPreference(key: "YellowBoxMessage", value: $value) {
      key
      value
    }
  }
`);
