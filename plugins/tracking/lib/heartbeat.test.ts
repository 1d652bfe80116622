import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HeartbeatMonitor } from './heartbeat';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function monitor(alive: () => boolean) {
  const report = vi.fn();
  const ping = vi.fn(async () => alive());
  let tick: (() => void) | null = null;
  let every = 0;
  const m = new HeartbeatMonitor({
    ping,
    report,
    setInterval: (fn, ms) => {
      tick = fn;
      every = ms;
      return 1;
    },
    clearInterval: () => (tick = null),
  });
  m.start();
  const check = async () => {
    await flush();
    tick?.();
  };
  return { m, report, ping, check, every: () => every };
}

describe('tracking heartbeat (001 §4, §8, §9)', () => {
  it('checks every 5000 ms and reports nothing while heartbeats come', async () => {
    const { report, check, every, ping } = monitor(() => true);
    expect(every()).toBe(HEARTBEAT_INTERVAL_MS);
    for (let i = 0; i < 5; i++) await check();
    expect(report).not.toHaveBeenCalled();
    expect(ping).toHaveBeenCalledTimes(6);
  });

  it('reports error(699) once after 3 checks without a heartbeat, not before', async () => {
    const { report, check, m } = monitor(() => false);
    await check();
    await check();
    expect(report).not.toHaveBeenCalled();
    expect(m.missedChecks).toBe(2);
    await check();
    expect(report).toHaveBeenCalledExactlyOnceWith('error(699)');
    await check();
    await check();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a heartbeat clears the count, and a later outage is reported again', async () => {
    let alive = false;
    const { report, check, m } = monitor(() => alive);
    await check();
    alive = true;
    await check(); // the ping sent at the first check still found none
    expect(m.missedChecks).toBe(2);
    await check(); // the ping sent at the second check answered
    expect(m.missedChecks).toBe(0);
    expect(report).not.toHaveBeenCalled();
    alive = false;
    for (let i = 0; i < 4; i++) await check();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('counts a failing ping as no heartbeat', async () => {
    const report = vi.fn();
    const m = new HeartbeatMonitor({ ping: () => Promise.reject(new Error('down')), report, setInterval: () => 1, clearInterval: () => undefined });
    m.start();
    for (let i = 0; i < 3; i++) {
      await flush();
      m.check();
    }
    expect(report).toHaveBeenCalledWith('error(699)');
  });
});
