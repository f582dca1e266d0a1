import { Writable } from 'node:stream';

/** A stream that keeps what a logger writes to it, and readers of that: all of it as text, each line as JSON. */
export function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return {
    stream,
    output: () => lines.join(''),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
