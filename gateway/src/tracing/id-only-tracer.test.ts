// The tracer without an exporter must give the ids and flags the SDK's default sampler gives: traceparent
// upstream and the log lines read them.
import { ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { idOnlyTracer } from './id-only-tracer.js';

const PARENT = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', isRemote: true };
const under = (traceFlags: number) => trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext({ ...PARENT, traceFlags }));

describe('idOnlyTracer', () => {
  it('starts a sampled trace of its own without a parent', () => {
    const a = idOnlyTracer.startSpan('a', {}, ROOT_CONTEXT).spanContext();
    const b = idOnlyTracer.startSpan('b', {}, ROOT_CONTEXT).spanContext();
    expect(a.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(trace.isSpanContextValid(a)).toBe(true);
    expect(a.traceFlags).toBe(TraceFlags.SAMPLED);
    expect(b.traceId).not.toBe(a.traceId);
  });

  it("continues a parent's trace with a span of its own and the parent's sampled flag", () => {
    const child = idOnlyTracer.startSpan('c', {}, under(TraceFlags.SAMPLED)).spanContext();
    expect(child).toMatchObject({ traceId: PARENT.traceId, traceFlags: TraceFlags.SAMPLED });
    expect(child.spanId).not.toBe(PARENT.spanId);
    expect(idOnlyTracer.startSpan('c', {}, under(TraceFlags.NONE)).spanContext().traceFlags).toBe(TraceFlags.NONE);
  });

  it('records nothing', () => {
    expect(idOnlyTracer.startSpan('a', {}, ROOT_CONTEXT).isRecording()).toBe(false);
  });
});
