// The common yup schema of a registration, in a chunk of its own (registrationValues.ts imports it
// when the form is first used): yup and building the schema are a long task of their own on a phone,
// which the page's first screen does not need.
export { registrationSchema, validationMessages } from '@kurzy/common';
