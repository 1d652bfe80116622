// Reads a server-sent-events body (yoga's subscriptions) for the tests and benchmarks: each event's data
// (its data: lines joined) with the time its chunk arrived. Resolves when the stream ends or is aborted.
export async function readSseData(body: ReadableStream, onData: (data: string, at: number) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      buffer += value;
      for (let end; (end = buffer.indexOf('\n\n')) >= 0; buffer = buffer.slice(end + 2)) {
        const lines = buffer.slice(0, end).split('\n').filter((l) => l.startsWith('data:'));
        if (lines.length) onData(lines.map((l) => l.slice(5).trim()).join('\n'), at);
      }
    }
  } catch {
    // aborted by the caller
  }
}
