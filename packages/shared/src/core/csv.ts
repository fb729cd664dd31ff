/**
 * CSV as spreadsheets write it: RFC 4180 quoting, and the separator a Norwegian Excel uses
 * (semicolon) as well as comma. Used by every CSV import (redirects, cookies).
 */

/** Semicolon when the first line has semicolons and no commas outside quotes, else comma. */
export function detectSeparator(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  return unquoted.includes(';') && !unquoted.includes(',') ? ';' : ',';
}

/** The rows of a CSV text, each a list of fields; blank lines are left out. */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(field);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let at = 0; at < input.length; at += 1) {
    const char = input[at];
    if (quoted) {
      if (char === '"' && input[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}

/** One CSV line: fields with the separator, a quote or a line break are quoted. */
export function csvLine(fields: (string | number)[], separator = ','): string {
  return fields
    .map((value) => {
      const text = String(value);
      return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(separator);
}
