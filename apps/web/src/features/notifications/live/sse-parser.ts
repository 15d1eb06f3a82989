export type SseMessage = { event: string; data: string };

/**
 * Incremental reader of the text/event-stream format: feed it decoded chunks as they arrive (a
 * message may span chunks), and it calls back once per complete message. Comment lines
 * (heartbeats) and unknown fields are skipped; `id` and `retry` are not used by Labwise.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return {
    feed(chunk: string): void {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
          if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    },
  };
}
