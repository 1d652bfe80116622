import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBytes } from '@gateway/upstream/client.js';

export const PROFILE_PICTURE_PATH = '/api/channel/micro/v3s/preference/profile-picture';

/** GET the signed-in user's picture as bytes; null when none is stored (the upstream answers 404). */
export async function getProfilePicture(upstream: RequestUpstream): Promise<UpstreamBytes | null> {
  try {
    return await upstream.api.GET(PROFILE_PICTURE_PATH, { parseAs: 'bytes' });
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** POST multipart mac + document (002 §7). */
export async function setProfilePicture(upstream: RequestUpstream, mac: string, bytes: Buffer, contentType: string): Promise<void> {
  const form = new FormData();
  form.append('mac', mac);
  form.append('document', new Blob([new Uint8Array(bytes)], { type: contentType }), `profile-picture.${contentType.split('/')[1]}`);
  await upstream.api.POST(PROFILE_PICTURE_PATH, { multipart: form });
}
