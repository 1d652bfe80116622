// The profile picture's checks (002 §7): PNG, JPEG, GIF or WebP, at most 2 MB, checked before any upstream call.
import { ErrorCode, gatewayError } from '../../errors.js';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export interface ProfilePictureInput {
  contentType: string;
  data: string;
}

export function checkPicture(input: ProfilePictureInput): Buffer {
  if (!(PICTURE_TYPES as readonly string[]).includes(input.contentType)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The picture must be a PNG, JPEG, GIF or WebP image.', { field: 'contentType' });
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.data) || input.data.length % 4 !== 0) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The picture data must be Base64.', { field: 'data' });
  }
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The picture is empty.', { field: 'data' });
  if (bytes.length > MAX_PICTURE_BYTES) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The picture must be 2 MB or smaller.', { field: 'data' });
  return bytes;
}
