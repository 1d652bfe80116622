// The profile picture card's operations (002 §7): the signed-in user's picture, and saving a new one.
import { graphql } from '@kit/gql';

export const GET_PROFILE_PICTURE = graphql(`
  query GetProfilePicture {
    profilePicture {
      contentType
      data
    }
  }
`);

export const SET_PROFILE_PICTURE = graphql(`
  mutation SetProfilePicture($picture: ProfilePictureInput!) {
    setProfilePicture(picture: $picture) {
      contentType
      data
    }
  }
`);
