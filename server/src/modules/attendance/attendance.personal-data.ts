// A family's attendance in the data export: which lessons each child came to, missed or was excused
// from. Nothing to erase: a mark holds no personal text, and the registration it points at is
// anonymised by its own module.
import type { PersonalData } from '../../core/personal-data';

export const attendancePersonalData: PersonalData = {
  async export(manager, family) {
    const rows = await manager.query(
      `SELECT m.registration_id AS "registrationId", to_char(l.date, 'YYYY-MM-DD') AS date, c.title AS course,
              m.state, to_char(LEAST(m.marked_at, m.recorded_at), 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM') AS "markedAt"
         FROM attendance_mark m
         JOIN lesson l ON l.id = m.lesson_id
         LEFT JOIN schedule s ON s.id = l.schedule_id
         LEFT JOIN course c ON c.id = s.course_id
        WHERE m.registration_id = ANY($1::int[])
        ORDER BY l.date, m.registration_id`,
      [family.registrationIds],
    );
    return {
      attendance: {
        title: 'Docházka',
        columns: { registrationId: 'Přihláška', date: 'Den', course: 'Kroužek', state: 'Stav', markedAt: 'Zapsáno' },
        rows,
      },
    };
  },
};
