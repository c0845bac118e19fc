import { csvCell, csvFileName, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];

describe('csv export', () => {
  it('writes a header line and one CRLF line per row', () => {
    expect(toCsv(columns, [{ name: 'USDT', amount: '12.5' }])).toBe('Name,Amount\r\nUSDT,12.5\r\n');
  });

  it('keeps decimal strings exactly as sent: trailing zeros, long fractions and signs', () => {
    const text = toCsv(columns, [
      { name: 'BTC', amount: '0.10000000' },
      { name: 'ETH', amount: '-5.123456789012345678' },
      { name: 'XRP', amount: '00012' },
    ]);
    expect(text).toContain('BTC,0.10000000\r\n');
    expect(text).toContain('ETH,-5.123456789012345678\r\n');
    expect(text).toContain('XRP,00012\r\n');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses cells a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell('-.5')).toBe('-.5');
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv(columns, [])).toBe('Name,Amount\r\n');
  });

  it('names the file after the list and the moment, in UTC, with safe characters', () => {
    expect(csvFileName('deposit records', new Date(Date.UTC(2026, 0, 5, 7, 3)))).toBe(
      'deposit-records-20260105-0703.csv',
    );
    expect(csvFileName('../', new Date(Date.UTC(2026, 10, 23, 12, 0)))).toBe('records-20261123-1200.csv');
  });
});
