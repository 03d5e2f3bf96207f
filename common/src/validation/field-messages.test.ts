import { object, string, ValidationError } from 'yup';
import { fieldMessages, validationMessages } from './field-messages';

const schema = object({
  name: string().required('Povinné').min(3, 'Krátké'),
  email: string().required('Povinný e-mail').email('Neplatný e-mail'),
});

describe('validation messages', () => {
  it('gives each failing field its first message', async () => {
    expect(await validationMessages(schema, { name: 'ab', email: 'x' })).toEqual({
      name: 'Krátké',
      email: 'Neplatný e-mail',
    });
  });

  it('is empty for a valid value', async () => {
    expect(await validationMessages(schema, { name: 'Anna', email: 'anna@example.cz' })).toEqual({});
  });

  it("keeps a failure that names no field under '_'", () => {
    expect(fieldMessages(new ValidationError('Údaje musí být objekt.'))).toEqual({ _: 'Údaje musí být objekt.' });
  });
});
