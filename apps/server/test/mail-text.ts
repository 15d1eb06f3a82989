/** What a reader sees of an HTML mail: tags dropped, entities decoded, blank space folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<\/(p|li|div|ul)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The text part read the same way (its blank lines dropped). */
export function plainText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** An iCalendar text's properties (lines unfolded, RFC 5545 §3.1), name → values in order. */
export function icsProperties(ics: string): Map<string, { params: string; value: string }[]> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/).filter(Boolean);
  const props = new Map<string, { params: string; value: string }[]>();
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const [name = '', ...params] = head.split(';');
    const list = props.get(name) ?? [];
    list.push({ params: params.join(';'), value: line.slice(colon + 1) });
    props.set(name, list);
  }
  return props;
}
