import { describe, expect, it } from 'vitest';
import { sanitiseAnnouncement } from './sanitise-announcement.js';

describe('sanitiseAnnouncement', () => {
  it('keeps formatting and safe links, opening them in a new window', () => {
    expect(sanitiseAnnouncement('<p><strong>Planned</strong> work. <a href="https://example.test/x">Read more</a></p>')).toBe(
      '<p><strong>Planned</strong> work. <a href="https://example.test/x" target="_blank" rel="noopener noreferrer">Read more</a></p>',
    );
  });

  it.each([
    ['<img src=x onerror="window.__xss=1">', ''],
    ['<script>window.__xss=1</script>after', 'after'],
    ['<a href="javascript:window.__xss=1">click</a>', '<a target="_blank" rel="noopener noreferrer">click</a>'],
    ['<p onclick="window.__xss=1">hi</p>', '<p>hi</p>'],
    ['<svg onload="window.__xss=1"><script>1</script></svg>x', 'x'],
    ['<iframe src="https://evil.test"></iframe>', ''],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<style>body{display:none}</style>text', 'text'],
    ['<a href="//evil.test/x">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<span style="position:fixed">x</span>', '<span>x</span>'],
  ])('drops what could run or restyle: %s', (payload, expected) => {
    expect(sanitiseAnnouncement(payload)).toBe(expected);
  });
});
