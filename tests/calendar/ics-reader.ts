/** A small reader of RFC 5545 text for the tests: unfolds lines and splits properties. */

export interface Property {
  name: string;
  params: string;
  value: string;
}

export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

export function properties(text: string): Property[] {
  return unfold(text).map((line) => {
    // The value starts at the first colon outside a quoted parameter value.
    let quoted = false;
    let index = 0;
    for (; index < line.length; index += 1) {
      const char = line[index];
      if (char === '"') quoted = !quoted;
      else if (char === ':' && !quoted) break;
    }
    const head = line.slice(0, index);
    const semicolon = head.indexOf(';');
    return {
      name: semicolon === -1 ? head : head.slice(0, semicolon),
      params: semicolon === -1 ? '' : head.slice(semicolon + 1),
      value: line.slice(index + 1),
    };
  });
}

/** The properties of each VEVENT, by name (first occurrence). */
export function events(text: string): Map<string, Property>[] {
  const result: Map<string, Property>[] = [];
  let current: Map<string, Property> | null = null;
  for (const property of properties(text)) {
    if (property.name === 'BEGIN' && property.value === 'VEVENT') current = new Map();
    else if (property.name === 'END' && property.value === 'VEVENT') {
      if (current) result.push(current);
      current = null;
    } else if (current && !current.has(property.name)) current.set(property.name, property);
  }
  return result;
}

/** TEXT value escapes (RFC 5545, 3.3.11) undone. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** Asserts the physical form: CRLF only, lines at most 75 octets, continuations start with a space. */
export function physicalProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) problems.push('has a bare CR or LF');
  text
    .split('\r\n')
    .slice(0, -1)
    .forEach((line, index) => {
      const octets = Buffer.byteLength(line, 'utf8');
      if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets`);
      if (line === '') problems.push(`line ${index + 1} is empty`);
      if (!line.isWellFormed()) problems.push(`line ${index + 1} splits a character`);
    });
  return problems;
}
