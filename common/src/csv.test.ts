import { csvLine, spreadsheetText } from './csv';

describe('CSV for spreadsheets', () => {
  // What an attacker types into the public form, and what staff then open in Excel.
  it.each([
    ['=1+2', "'=1+2"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['\t=1+2', "'\t'=1+2"],
    ['\r=1+2', "'\r'=1+2"],
    ['+420 777 123 456', "'+420 777 123 456"],
  ])('neutralises a cell starting like a formula: %j', (value, safe) => {
    expect(spreadsheetText(value)).toBe(safe);
  });

  it.each(['Anna Nováková', 'a=1', '1+2', "'=1", '2024-05-01', '', 'Alergie na ořechy (2-3 dny)'])(
    'keeps any other cell as it is: %j',
    (value) => {
      expect(spreadsheetText(value)).toBe(value);
    },
  );

  // Issue 21: our file is `;`-separated, but a spreadsheet set to commas (or tabs) splits the note
  // at them, and the part after a comma starts a cell of its own.
  it.each([
    ['Alergie,=HYPERLINK("http://x","klik")', `Alergie,'=HYPERLINK("http://x","klik")`],
    ['Alergie, =1+2', "Alergie, '=1+2"],
    ['a;@SUM(A1)', "a;'@SUM(A1)"],
    ['a\t+cmd', "a\t'+cmd"],
    ['řádek\n-2+3', "řádek\n'-2+3"],
    ['a|=1', "a|'=1"],
  ])('neutralises a formula after anything a spreadsheet may split a cell at: %j', (value, safe) => {
    expect(spreadsheetText(value)).toBe(safe);
  });

  it('quotes every cell after neutralising, so a formula cannot hide inside quotes', () => {
    expect(csvLine(['=HYPERLINK("http://x";"klik")', 'Nová; Malá', 'řádek\nDalší', 'prostý', ''], ';')).toBe(
      `"'=HYPERLINK(""http://x"";""klik"")";"Nová; Malá";"řádek\nDalší";"prostý";""`,
    );
    expect(csvLine(['a,b', '@x'], ',')).toBe(`"a,b","'@x"`);
  });
});
