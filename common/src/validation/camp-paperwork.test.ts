import { CAMP_PAPERWORK_MESSAGES, campPickupSchema } from './camp-paperwork';
import { registrationSchema } from './registration';

const form = {
  parentFirstName: 'Jana',
  parentLastName: 'Nová',
  email: 'jana@example.cz',
  phone: '777111222',
  childFullName: 'Petr Nový',
  childBornYear: '2016-01-01',
  personalDataConsent: true,
  type: 'camp',
  campId: 1,
};
const grandma = { name: 'Eva Nová', relation: 'babička', phone: '777222333' };

/** Field -> message of each fault, or the validated values. */
async function check(schema: typeof registrationSchema | typeof campPickupSchema, values: object) {
  try {
    return { values: await schema.validate(values, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return { errors: Object.fromEntries(inner.map((fault) => [fault.path, fault.message])) };
  }
}

describe('camp paperwork at registration', () => {
  it('accepts an old client that sends no pickup choice, and a camp form with one', async () => {
    expect((await check(registrationSchema, form)).errors).toBeUndefined();
    const { values } = await check(registrationSchema, {
      ...form,
      pickupPersons: [grandma],
      leavesAlone: { from: '15:00' },
      healthNotes: ' alergie na ořechy ',
      insurer: 'VZP',
    });
    expect(values).toMatchObject({
      pickupPersons: [{ ...grandma, phone: '+420777222333' }],
      leavesAlone: { from: '15:00' },
      healthNotes: 'alergie na ořechy',
    });
  });

  it('refuses an empty choice, and both choices at once, naming the field', async () => {
    expect((await check(registrationSchema, { ...form, pickupPersons: [] })).errors).toEqual({
      pickupPersons: CAMP_PAPERWORK_MESSAGES.pickupChoice,
    });
    expect(
      (await check(registrationSchema, { ...form, pickupParentsOnly: true, pickupPersons: [grandma] })).errors,
    ).toEqual({ pickupPersons: CAMP_PAPERWORK_MESSAGES.pickupBoth });
    expect((await check(registrationSchema, { ...form, pickupParentsOnly: true })).errors).toBeUndefined();
    expect((await check(registrationSchema, { ...form, leavesAlone: { from: '25:00' } })).errors).toHaveProperty([
      'leavesAlone.from',
    ]);
  });

  it('drops the camp fields from a course form', async () => {
    const { values } = await check(registrationSchema, {
      ...form,
      type: 'course',
      campId: null,
      scheduleId: 3,
      pickupPersons: [],
      healthNotes: 'x',
    });
    expect(values).not.toHaveProperty('pickupPersons');
    expect(values).not.toHaveProperty('healthNotes');
  });

  it('requires the choice on the family page', async () => {
    expect((await check(campPickupSchema, {})).errors).toEqual({ pickupPersons: CAMP_PAPERWORK_MESSAGES.pickupChoice });
    expect((await check(campPickupSchema, { pickupParentsOnly: true })).errors).toBeUndefined();
  });
});
