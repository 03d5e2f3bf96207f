import {
  ageOn,
  campDays,
  czechPublicHolidays,
  easterSunday,
  lessonsOfSlot,
  regularLessonDays,
  type SlotPlan,
} from './lesson.dates';

const monday: SlotPlan = {
  scheduleId: 7,
  dayOfWeek: 1,
  from: '16:00',
  to: '16:45',
  branchId: 3,
  courseStart: '2026-02-01',
  courseEnd: '2026-06-30',
};

describe('lesson dates', () => {
  it('computes Easter and the movable Czech holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2025)).toBe('2025-04-20');
    const holidays = czechPublicHolidays(2026);
    expect(holidays.get('2026-04-03')).toBe('Velký pátek');
    expect(holidays.get('2026-04-06')).toBe('Velikonoční pondělí');
    expect(holidays.get('2026-10-28')).toBeDefined();
    expect(holidays.size).toBe(13);
  });

  it('keeps a weekly slot at its local time across the change to and from summer time', () => {
    // Summer time starts on Sunday 29 March 2026 and ends on Sunday 25 October 2026.
    const lessons = lessonsOfSlot({ ...monday, courseEnd: '2026-11-30' }, '2026-03-23', '2026-11-02', [], []);
    const byDay = new Map(lessons.map((lesson) => [lesson.date, lesson]));
    expect(byDay.get('2026-03-23')?.startsAt.toISOString()).toBe('2026-03-23T15:00:00.000Z');
    expect(byDay.get('2026-03-30')?.startsAt.toISOString()).toBe('2026-03-30T14:00:00.000Z');
    expect(byDay.get('2026-03-30')?.endsAt.toISOString()).toBe('2026-03-30T14:45:00.000Z');
    expect(byDay.get('2026-10-19')?.startsAt.toISOString()).toBe('2026-10-19T14:00:00.000Z');
    expect(byDay.get('2026-10-26')?.startsAt.toISOString()).toBe('2026-10-26T15:00:00.000Z');
    expect(lessons.every((lesson) => lesson.from === '16:00')).toBe(true);
  });

  it('skips public holidays, Easter Monday included, and stays within the course', () => {
    const days = regularLessonDays(monday, '2026-01-01', '2026-12-31', []);
    expect(days[0]).toBe('2026-02-02');
    expect(days.at(-1)).toBe('2026-06-29');
    expect(days).not.toContain('2026-04-06'); // Easter Monday
    expect(days).toContain('2026-04-13');
    // A Friday slot skips Good Friday and the 1st and 8th of May (both Fridays in 2026).
    const friday = regularLessonDays({ ...monday, dayOfWeek: 5 }, '2026-04-01', '2026-05-15', []);
    expect(friday).toEqual(['2026-04-10', '2026-04-17', '2026-04-24', '2026-05-15']);
  });

  it('skips the non-teaching days staff entered, of every branch or of the slot’s branch', () => {
    const nonTeaching = [
      { from: '2026-02-16', to: '2026-02-22', branchId: 3, title: 'Jarní prázdniny Brno' },
      { from: '2026-03-01', to: '2026-03-08', branchId: 4, title: 'Jarní prázdniny Praha' },
      { from: '2026-03-16', to: '2026-03-16', branchId: null, title: 'Ředitelské volno' },
    ];
    const days = regularLessonDays(monday, '2026-02-09', '2026-03-23', nonTeaching);
    expect(days).toEqual(['2026-02-09', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-23']);
  });

  it('applies cancelled, moved and make-up lessons', () => {
    const lessons = lessonsOfSlot(
      monday,
      '2026-03-01',
      '2026-03-31',
      [],
      [
        { originalDate: '2026-03-02', makeup: false, date: '2026-03-02', from: null, to: null, cancelled: true },
        { originalDate: '2026-03-09', makeup: false, date: '2026-03-11', from: '17:00', to: '17:45', cancelled: false },
        { originalDate: '2026-03-14', makeup: true, date: '2026-03-14', from: '10:00', to: '11:00', cancelled: false },
        // Moved in from February, and one moved out to April.
        { originalDate: '2026-02-23', makeup: false, date: '2026-03-04', from: null, to: null, cancelled: false },
        { originalDate: '2026-03-30', makeup: false, date: '2026-04-01', from: null, to: null, cancelled: false },
      ],
    );
    expect(lessons.map(({ originalDate, date, from, status }) => [originalDate, date, from, status])).toEqual([
      ['2026-03-02', '2026-03-02', '16:00', 'cancelled'],
      ['2026-02-23', '2026-03-04', '16:00', 'moved'],
      ['2026-03-09', '2026-03-11', '17:00', 'moved'],
      ['2026-03-14', '2026-03-14', '10:00', 'makeup'],
      ['2026-03-16', '2026-03-16', '16:00', 'regular'],
      ['2026-03-23', '2026-03-23', '16:00', 'regular'],
    ]);
  });

  it('counts a child’s age in whole years on the day', () => {
    expect(ageOn('2019-05-01', '2026-04-30')).toBe(6);
    expect(ageOn('2019-05-01', '2026-05-01')).toBe(7);
  });

  it('gives a camp its weekdays without public holidays, within the range asked', () => {
    expect(campDays({ from: '2027-07-19', to: '2027-07-30' }, '2027-07-01', '2027-07-31')).toHaveLength(10);
    // 5 and 6 July are public holidays; 10 and 11 July a weekend.
    expect(campDays({ from: '2027-07-05', to: '2027-07-16' }, '2027-07-08', '2027-07-31')).toEqual([
      '2027-07-08',
      '2027-07-09',
      '2027-07-12',
      '2027-07-13',
      '2027-07-14',
      '2027-07-15',
      '2027-07-16',
    ]);
    expect(campDays({ from: '2027-07-05', to: '2027-07-16' }, '2027-07-01', '2027-07-07')).toEqual(['2027-07-07']);
  });
});
