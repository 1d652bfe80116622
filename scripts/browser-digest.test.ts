import { describe, expect, it } from 'vitest';
import { digestOf, slowestFiles } from './browser-digest.ts';

const esc = String.fromCharCode(27);
const report = {
  suites: [
    {
      title: 'groups.spec.ts',
      specs: [
        { title: 'passes', file: 'groups.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
        {
          title: 'edit a group',
          file: 'groups.spec.ts',
          line: 237,
          tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message: `${esc}[31mError: expect(locator).toBeVisible() failed${esc}[39m\n\nLocator: heading\n` } }] }],
        },
      ],
      suites: [
        {
          title: 'failures of 000 §8',
          specs: [
            {
              title: 'create failure',
              file: 'groups.spec.ts',
              line: 275,
              tests: [{ status: 'flaky', results: [{ status: 'failed', error: { message: 'Timeout 10000ms exceeded' } }, { status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('browser digest', () => {
  it('names failed and flaky tests with their first error lines, without colour codes', () => {
    const digest = digestOf(report);
    expect(digest).toBe(
      [
        'FAILED  groups.spec.ts:237 › edit a group',
        '    Error: expect(locator).toBeVisible() failed',
        '    Locator: heading',
        'FLAKY (passed on retry)  groups.spec.ts:275 › failures of 000 §8 › create failure',
        '    Timeout 10000ms exceeded',
      ].join('\n'),
    );
  });

  it('is empty when everything passed', () => {
    expect(digestOf({ suites: [{ title: 'a.spec.ts', specs: [report.suites[0].specs[0]] }] })).toBe('');
  });

  it('keeps only the first lines of a long error', () => {
    const long = { suites: [{ title: 'x', specs: [{ title: 't', file: 'x', line: 1, tests: [{ status: 'unexpected', results: [{ status: 'failed', error: { message: Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n') } }] }] }] }] };
    expect(digestOf(long, 3).split('\n')).toEqual(['FAILED  x:1 › t', '    line 0', '    line 1', '    line 2']);
  });

  it('lists the spec files by the time their tests took, retries included, longest first', () => {
    const run = (ms: number) => ({ status: 'passed', duration: ms });
    const timed = {
      suites: [
        { title: 'a.spec.ts', specs: [{ title: 'one', file: 'a.spec.ts', line: 1, tests: [{ status: 'expected', results: [run(1000)] }] }] },
        {
          title: 'b.spec.ts',
          specs: [
            { title: 'two', file: 'b.spec.ts', line: 1, tests: [{ status: 'flaky', results: [{ status: 'failed', duration: 3000 }, run(500)] }] },
            { title: 'three', file: 'b.spec.ts', line: 9, tests: [{ status: 'expected', results: [run(250)] }] },
          ],
        },
      ],
    };
    expect(slowestFiles(timed).split('\n')).toEqual(['    3.8 s  b.spec.ts (2 tests)', '    1.0 s  a.spec.ts (1 test)']);
    expect(slowestFiles(timed, 1).split('\n')).toEqual(['    3.8 s  b.spec.ts (2 tests)']);
  });
});
