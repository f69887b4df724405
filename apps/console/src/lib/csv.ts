/**
 * CSV as spreadsheets read it (RFC 4180): a header row, fields quoted when
 * they hold a comma, a quote or a line break, quotes doubled, CRLF between
 * rows. A field starting with = + - @ is prefixed with a quote mark so a
 * spreadsheet never runs it as a formula (CSV injection); amounts are
 * written as plain decimals ("1234.56"), without thousands separators.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const field = (value: string | number | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return [headers, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Minor units as a plain decimal for a spreadsheet ("-123456" → "-1234.56"). */
export function minorToDecimal(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2).replace(/^0+(?=\d)/, '')}.${digits.slice(-2)}`;
}

/** Saves a CSV file in the browser (UTF-8 with a byte-order mark, so spreadsheets read Tagalog and ₱ right). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
