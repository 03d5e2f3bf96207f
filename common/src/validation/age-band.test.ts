import { RegistrationType } from '../enums';
import { ageBandProblem, ageBandText, ageBandWords, fitsAgeCategory, parseCzechDate, years } from './age-band';

describe('the age band rule', () => {
  it('names bands and ages in Czech', () => {
    expect(ageBandText('preschool')).toBe('4–6 let');
    expect(ageBandText('babies')).toBe('2–4 roky');
    expect(ageBandText('uncategorized')).toBeNull();
    expect(ageBandWords('younger_children')).toBe('pro děti 6–12 let');
    expect(ageBandWords('uncategorized')).toBe('pro děti každého věku');
    expect([1, 2, 4, 5, 10].map(years)).toEqual(['1 rok', '2 roky', '4 roky', '5 let', '10 let']);
  });

  it('counts the age on the given day, bands inclusive', () => {
    expect(fitsAgeCategory('2020-05-03', 'preschool', '2026-05-02')).toBe(true); // 5
    expect(fitsAgeCategory('2020-05-03', 'preschool', '2026-05-03')).toBe(true); // 6, the upper edge
    expect(fitsAgeCategory('2016-05-03', 'preschool', '2026-11-26')).toBe(false); // 10
    expect(fitsAgeCategory('2016-05-03', 'uncategorized', '2026-11-26')).toBe(true);
    expect(fitsAgeCategory('2030-01-01', 'uncategorized', '2026-11-26')).toBe(false);
  });

  it('says why a child does not fit, naming the band and the age', () => {
    const problem = (type: RegistrationType, birthDate: string) =>
      ageBandProblem({ type, category: 'preschool', birthDate, today: '2026-11-26' });
    expect(problem(RegistrationType.course, '2016-05-03')).toBe(
      'Kroužek je pro děti 4–6 let; dítě narozené 03.05.2016 má 10 let.',
    );
    expect(problem(RegistrationType.camp, '2024-01-10')).toBe(
      'Tábor je pro děti 4–6 let; dítě narozené 10.01.2024 má 2 roky.',
    );
    expect(problem(RegistrationType.course, '2021-01-10')).toBeNull();
  });

  it('reads dates typed the Czech way, refusing what is no calendar day', () => {
    for (const typed of ['3.5.2016', '03.05.2016', ' 3. 5. 2016 ', '3 5 2016', '03052016', '3/5/2016', '2016-05-03']) {
      expect(parseCzechDate(typed)).toBe('2016-05-03');
    }
    for (const typed of ['', '5/3', '31.2.2016', '3.5.16', '2016-5-3', '3.13.2016', 'abc', '1.1.20160']) {
      expect(parseCzechDate(typed)).toBeNull();
    }
  });
});
