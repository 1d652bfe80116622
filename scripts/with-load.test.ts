// The loaded-run rehearsal's wrapper: its arguments, the command's exit status passed on, and no loop left behind.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseLoadArgs, runWithLoad } from './with-load';

/** Busy loops this wrapper could have started: node processes running the loop's own script. */
const loopsRunning = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').filter((line) => line.includes('for (;;) {}')).length;

describe('with-load', () => {
  it('reads -n, the -- and the command; one loop per core without -n', () => {
    expect(parseLoadArgs(['-n', '3', '--', 'npm', 'test'])).toEqual({ loops: 3, command: ['npm', 'test'] });
    expect(parseLoadArgs(['--', 'npm', 'test'], 2)).toEqual({ loops: 2, command: ['npm', 'test'] });
    expect(() => parseLoadArgs(['-n', 'two', '--', 'npm'])).toThrow('-n wants a whole number');
    expect(() => parseLoadArgs(['--'])).toThrow('usage');
  });

  it("answers the command's exit status and stops its loops", async () => {
    const before = loopsRunning();
    expect(await runWithLoad({ loops: 1, command: [process.execPath, '-e', 'process.exit(3)'] })).toBe(3);
    expect(await runWithLoad({ loops: 0, command: [process.execPath, '-e', ''] })).toBe(0);
    expect(loopsRunning()).toBe(before);
  });
});
