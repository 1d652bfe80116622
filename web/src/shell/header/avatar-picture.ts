// The header avatar's picture: the signed-in user's profile picture (002 §7), read once per load and kept in the
// cache, where My profile's picture card writes a newly saved one. Only the four image types, Base64, make an
// address; anything else (an error, no picture, another type) leaves the initials.
import { useQuery } from '@apollo/client/react';
import { graphql } from '@kit/gql';

export const GET_HEADER_AVATAR = graphql(`
  query GetHeaderAvatar {
    profilePicture {
      contentType
      data
    }
  }
`);

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export function avatarSrc(picture: { contentType: string; data: string } | null | undefined): string | null {
  if (!picture || !IMAGE_TYPES.includes(picture.contentType) || !/^[A-Za-z0-9+/]+={0,2}$/.test(picture.data)) return null;
  return `data:${picture.contentType};base64,${picture.data}`;
}

export function useAvatarPicture(): string | null {
  const { data } = useQuery(GET_HEADER_AVATAR, { errorPolicy: 'ignore', fetchPolicy: 'cache-first' });
  return avatarSrc(data?.profilePicture);
}
