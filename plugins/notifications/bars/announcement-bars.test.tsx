// Announcement bars: the sanitiser's code (DOMPurify) loads only when announcements arrive with a body to sanitise,
// and a body is drawn only as the sanitiser returned it. The sanitiser stands in here: happy-dom's DOM lets
// DOMPurify keep event handlers, so what it removes is checked in Chromium (e2e/notifications.spec.ts).
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS } from '../api/announcements';
import AnnouncementBars from './announcement-bars';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sanitise', () => {
  loads.count += 1;
  return { sanitiseAnnouncement: (html: string) => `<em>sanitised</em> ${html.length} characters` };
});

const answer = (announcements: { id: string; body: string; style: string }[]) => [
  {
    request: { query: ANNOUNCEMENTS },
    result: {
      data: {
        announcements: announcements.map((a) => ({ __typename: 'Announcement', publishId: null, ...a })),
        viewer: { __typename: 'Viewer', preferences: [] },
      },
    },
  },
];

describe('AnnouncementBars', () => {
  it('draws nothing and loads no sanitiser when there are no announcements', async () => {
    const { container } = render(
      <MockedProvider mocks={answer([])}>
        <AnnouncementBars />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.innerHTML).toBe('');
    expect(loads.count).toBe(0);
  });

  it('loads the sanitiser for a body and draws only what it returned', async () => {
    const body = '<p>Maintenance <img src=x onerror="alert(1)"></p>';
    render(
      <MockedProvider mocks={answer([{ id: '7', style: 'INFO', body }])}>
        <AnnouncementBars />
      </MockedProvider>,
    );
    expect(await screen.findByText('sanitised')).toBeTruthy();
    expect(loads.count).toBe(1);
    expect(document.querySelector('[data-announcement-body]')?.innerHTML).toBe(`<em>sanitised</em> ${body.length} characters`);
    expect(document.querySelector('img')).toBeNull();
  });
});
