import { auditCsvLine, csvCell } from './audit-csv';

describe('audit CSV', () => {
  it('prefixes a cell a spreadsheet would read as a formula with an apostrophe', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx'].map(csvCell)).toEqual(['"\'=SUM(A1)"', '"\'+1"', '"\'-2+3"', '"\'@cmd"', '"\'\tx"']);
    expect(csvCell('Kreatinin, P-')).toBe('"Kreatinin, P-"');
  });

  it('quotes every cell and doubles quotes inside it', () => {
    expect(csvCell('Sa "hej"')).toBe('"Sa ""hej"""');
    expect(csvCell(null)).toBe('""');
  });

  it("writes an entry's columns with its details as pairs", () => {
    const line = auditCsvLine({
      _id: 'e1',
      action: 'sign-in',
      outcome: 'failure',
      actor: null,
      target: null,
      at: '2026-11-29T08:00:00.000Z',
      requestId: 'r1',
      details: { attempted: '=HYPERLINK("x")@example.se', method: 'password', code: 'INVALID_CREDENTIALS' },
    });
    expect(line).toBe(
      '"2026-11-29T08:00:00.000Z","sign-in","failure","","","","","","attempted==HYPERLINK(""x"")@example.se; method=password; code=INVALID_CREDENTIALS","r1"\r\n',
    );
  });
});
