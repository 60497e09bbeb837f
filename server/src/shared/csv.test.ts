import { csvLines, figure } from './csv';

describe('csvLines', () => {
  it('ends every line with CRLF and quotes only the cells that need it', () => {
    expect(
      csvLines([
        ['Offer', 'Clicks'],
        ['Summer, "big" sale', 12],
        ['two\nlines', 'cr\ronly'],
      ]),
    ).toBe('Offer,Clicks\r\n"Summer, ""big"" sale",12\r\n"two\nlines","cr\ronly"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const cells = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b'];
    expect(csvLines([cells])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx",a=b\r\n`);
  });

  it('leaves figures and numbers as they are, so a negative profit stays a number', () => {
    expect(csvLines([[figure('-12.50'), -3, figure('1.5%'), '']])).toBe('-12.50,-3,1.5%,\r\n');
  });
});
