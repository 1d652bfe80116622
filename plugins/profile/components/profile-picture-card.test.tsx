// The profile picture card with the gateway mocked at the Apollo link: initials without a picture, a chosen PNG
// previewed then saved (with progress while saving), a wrong type, an oversized file and a renamed file refused
// before any call, and a failed save keeping the preview with its error.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GET_PROFILE_PICTURE, SET_PROFILE_PICTURE } from './profile-picture.graphql';
import { ProfilePictureCard } from './profile-picture-card';
import { checkPictureFile, MAX_PICTURE_BYTES, pictureSrc, sniffPictureType, toBase64 } from './profile-picture-file';

// A real 1x1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PNG_BASE64 = toBase64(PNG);

const pictureMock = (picture: { contentType: string; data: string } | null) => ({
  request: { query: GET_PROFILE_PICTURE },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { profilePicture: picture && { __typename: 'ProfilePicture', ...picture } } },
});

function card(mocks: object[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <ProfilePictureCard firstName="Olivia" lastName="Bennett" />
    </MockedProvider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), input: () => screen.getByLabelText(/^(Upload a picture|Change picture)$/) as HTMLInputElement };
}

describe('profile picture card', () => {
  it('shows initials, then previews a chosen PNG and saves it', async () => {
    const sent: unknown[] = [];
    const { user, input } = card([
      pictureMock(null),
      {
        request: { query: SET_PROFILE_PICTURE, variables: () => true },
        result: (vars: { picture: { contentType: string; data: string } }) => {
          sent.push(vars.picture);
          return { data: { setProfilePicture: { __typename: 'ProfilePicture', ...vars.picture } } };
        },
      },
    ]);
    expect(await screen.findByText('No picture yet: your initials show instead.')).toBeTruthy();
    expect(screen.getByText('OB')).toBeTruthy();
    expect(input().accept).toBe('image/png,image/jpeg,image/gif,image/webp');

    await user.upload(input(), new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    expect(preview.getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(screen.getByText(/^me\.png \(1 KB\)/)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your profile picture is saved.'));
    expect(sent).toEqual([{ contentType: 'image/png', data: PNG_BASE64 }]);
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Change picture')).toBeTruthy();
  });

  it('shows progress and holds Save while the save is under way', async () => {
    // A save that never answers: the progress stays however long the machine takes to look.
    const { user, input } = card([pictureMock(null), { request: { query: SET_PROFILE_PICTURE, variables: () => true }, delay: Infinity }]);
    await screen.findByText('No picture yet: your initials show instead.');
    await user.upload(input(), new File([PNG], 'me.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving your picture…' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save picture' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a wrong type, an oversized file and a renamed file before any call', async () => {
    const { user, input } = card([pictureMock({ contentType: 'image/png', data: PNG_BASE64 })]);
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toBeTruthy();

    await user.upload(input(), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, GIF or WebP image.');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await user.upload(input(), new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an image of 2 MB or less.');

    await user.upload(input(), new File(['<svg onload="alert(1)"/>'], 'sneaky.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, GIF or WebP image.');
    expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeTruthy();
  });

  it('keeps the preview and says so when the save fails; Cancel goes back to the saved picture', async () => {
    const { user, input } = card([pictureMock(null), { request: { query: SET_PROFILE_PICTURE, variables: () => true }, error: new Error('down') }]);
    await screen.findByText('No picture yet: your initials show instead.');
    await user.upload(input(), new File([PNG], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your picture could not be saved. Please try again.');
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('OB')).toBeTruthy();
    expect(document.activeElement).toBe(input());
  });
});

describe('picture checks', () => {
  it('knows the four image types by their first bytes and makes addresses only for them', () => {
    expect(sniffPictureType(PNG)).toBe('image/png');
    expect(sniffPictureType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPictureType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffPictureType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffPictureType(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(checkPictureFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkPictureFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkPictureFile({ type: 'image/webp', size: MAX_PICTURE_BYTES })).toBeNull();
    expect(pictureSrc({ contentType: 'image/svg+xml', data: 'PHN2Zy8+' })).toBeNull();
    expect(pictureSrc({ contentType: 'image/png', data: 'x" onerror="alert(1)' })).toBeNull();
  });
});
