// The permission matrix: every mutation of the schema, tried anonymously and as a lector. The
// mutations are read from the schema itself, so a new one cannot be added without a row here.
import {
  getNamedType,
  GraphQLArgument,
  GraphQLInputType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { isOperation, PERMISSIONS, type Audience } from '@kurzy/common';
import { buildAppSchema } from './app';
import { NOT_ALLOWED, NOT_LOGGED_IN } from './core/actor';
import { createTestDatabase, TestDatabase } from './test/database';
import { testConfig } from './test/config';
import { RunningApp, staffHeaders, startTestApp } from './test/http';

/** Who may call each mutation. Lectors an administrator allowed ('content') write news, galleries,
 * pictures and videos; the rest of the writing is for administrators. */
const MATRIX: Record<string, Audience> = {
  login: 'public',
  logout: 'staff',
  createUser: 'admin',
  updateUser: 'admin',
  deleteUser: 'admin',
  inviteUser: 'admin',
  importBankStatement: 'admin',
  assignPayment: 'admin',
  unpairPayment: 'admin',
  recordCashPayment: 'admin',
  refundPayment: 'admin',
  markRefundsTransferred: 'admin',
  acceptInvitation: 'public',
  markAttendance: 'staff',
  markCampCertificateChecked: 'staff',
  setLessonNote: 'staff',
  cancelLesson: 'admin',
  restoreLesson: 'admin',
  moveLesson: 'admin',
  addMakeupLesson: 'admin',
  setLessonSubstitute: 'admin',
  setPaymentRemindersPaused: 'admin',
  addNonTeachingDay: 'admin',
  deleteNonTeachingDay: 'admin',
  grantMakeupCredit: 'admin',
  changeMakeupCredit: 'admin',
  createNews: 'content',
  updateNews: 'content',
  deleteNews: 'content',
  createVideo: 'content',
  updateVideo: 'content',
  deleteVideo: 'content',
  createSupporter: 'admin',
  updateSupporter: 'admin',
  deleteSupporter: 'admin',
  createDiscount: 'admin',
  updateDiscount: 'admin',
  deleteDiscount: 'admin',
  setRegistrationDiscount: 'admin',
  createBranch: 'admin',
  updateBranch: 'admin',
  deleteBranch: 'admin',
  createCustomer: 'admin',
  updateCustomer: 'admin',
  deleteCustomer: 'admin',
  createCourse: 'admin',
  updateCourse: 'admin',
  deleteCourse: 'admin',
  copyCourse: 'admin',
  copyTermCourses: 'admin',
  createCamp: 'admin',
  updateCamp: 'admin',
  deleteCamp: 'admin',
  createSchedule: 'admin',
  updateSchedule: 'admin',
  deleteSchedule: 'admin',
  register: 'public',
  updateRegistration: 'admin',
  cancelRegistration: 'admin',
  deleteRegistration: 'admin',
  deleteRegistrations: 'admin',
  payRegistrations: 'admin',
  unpayRegistrations: 'admin',
  markRegistrationPaid: 'admin',
  offerWaitlistPlace: 'admin',
  moveWaitlistOfferDeadline: 'admin',
  withdrawWaitlistOffer: 'admin',
  setWaitlistPriority: 'admin',
  sendInvoice: 'admin',
  sendParentLink: 'public',
  withdrawPhotoConsent: 'public',
  cancelByParent: 'public',
  acceptOffer: 'public',
  continueReenrolment: 'public',
  declineReenrolment: 'public',
  openReenrolment: 'admin',
  moveReenrolmentWindow: 'admin',
  enrolReenrolmentFamily: 'admin',
  declineOffer: 'public',
  excuseLesson: 'public',
  startCardPayment: 'public',
  bookMakeup: 'public',
  cancelMakeup: 'public',
  correctParentPhone: 'public',
  changeParentEmail: 'public',
  confirmParentEmailChange: 'public',
  requestPaidCancellation: 'public',
  requestErasure: 'public',
  requestEmployerInvoice: 'public',
  handleParentRequest: 'admin',
  publishLegalText: 'admin',
  setCampPickup: 'public',
  signCampDeclaration: 'public',
  recordCampDeclarationPaper: 'staff',
  campCheckIn: 'staff',
  campCheckOut: 'staff',
  campUndoHandover: 'staff',
  retryMail: 'admin',
  sendMessage: 'staff',
  setInformationalMessages: 'public',
  createGallery: 'content',
  updateGallery: 'content',
  deleteGallery: 'content',
  setIllustration: 'content',
  unsetIllustration: 'content',
  deletePicture: 'content',
  setPictureCaption: 'content',
  movePicture: 'content',
  uploadPictures: 'content',
};

/** A syntactically valid value of any input type: enough to reach the permission check. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.type)]));
  // Files travel in a multipart request; the variable holds a placeholder (see filePaths).
  if (isScalarType(type) && type.name === 'Upload') return null;
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      Int: 999999,
      SafeInt: 999999,
      Float: 1,
      String: 'x',
      Boolean: true,
      ID: '999999',
      DateTimeISO: new Date().toISOString(),
    };
    return samples[type.name] ?? 'x';
  }
  throw new Error(`No sample for ${String(type)}`);
}

/** Where the files go in the variables of a multipart request: one file per Upload argument. */
const filePaths = (args: readonly GraphQLArgument[]) =>
  args
    .filter((arg) => getNamedType(arg.type).name === 'Upload')
    .map((arg) => {
      const type = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
      return isListType(type) ? `variables.${arg.name}.0` : `variables.${arg.name}`;
    });

function mutationDocument(
  name: string,
  args: readonly GraphQLArgument[],
  returnsObject: boolean,
): { query: string; variables: Record<string, unknown> } {
  const variables = Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)]));
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const head = declarations ? `mutation (${declarations})` : 'mutation';
  return { query: `${head} { ${name}${call ? `(${call})` : ''}${returnsObject ? ' { __typename }' : ''} }`, variables };
}

let schema: GraphQLSchema;
let database: TestDatabase;
let app: RunningApp;
let lector: Record<string, string>;
/** A lector an administrator allowed to edit the public content. */
let contentLector: Record<string, string>;

beforeAll(async () => {
  schema = await buildAppSchema();
  database = await createTestDatabase();
  app = await startTestApp(database, await testConfig());
  lector = await staffHeaders(app, database, 'lector');
  contentLector = await staffHeaders(app, database, 'lector', undefined, { editsContent: true });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const mutations = () => Object.values(schema.getMutationType()?.getFields() ?? {});

it('has a row for every mutation of the schema, and no row for one that is gone', () => {
  expect(
    mutations()
      .map((field) => field.name)
      .sort(),
  ).toEqual(Object.keys(MATRIX).sort());
});

it('declares for every mutation the operation it performs, whose audience is the row', () => {
  const declared = Object.fromEntries(
    mutations().map(({ name, extensions }) => {
      const { operation } = extensions;
      return [name, typeof operation === 'string' && isOperation(operation) ? PERMISSIONS[operation] : 'undeclared'];
    }),
  );
  expect(declared).toEqual(MATRIX);
});

describe.each(Object.entries(MATRIX))('%s (%s)', (name, audience) => {
  const call = async (headers: Record<string, string>) => {
    const field = schema.getMutationType()!.getFields()[name]!;
    const returnsObject = !isScalarType(getNamedType(field.type));
    const { query, variables } = mutationDocument(name, field.args, returnsObject);
    const files = filePaths(field.args).map((path) => ({ path, name: 'x.txt', data: Buffer.from('x') }));
    if (files.length > 0) return (await app.multipart(query, variables, files, { headers })).body?.errors?.[0];
    const { body } = await app.graphql(query, variables, headers);
    return body.errors?.[0];
  };

  it('anonymous', async () => {
    const error = await call({});
    if (audience === 'public') {
      expect(error?.message).not.toBe(NOT_LOGGED_IN);
    } else {
      expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(error?.message).toBe(NOT_LOGGED_IN);
    }
  });

  it('lector', async () => {
    // Logging out ends the session; that one gets a session of its own.
    const error = await call(name === 'logout' ? await staffHeaders(app, database, 'lector') : lector);
    if (audience === 'admin' || audience === 'content') {
      expect(error?.extensions?.code).toBe('FORBIDDEN');
      expect(error?.message).toBe(NOT_ALLOWED);
    } else {
      expect(error?.extensions?.code).not.toBe('FORBIDDEN');
      expect(error?.message).not.toBe(NOT_LOGGED_IN);
    }
  });

  it('lector allowed to edit content', async () => {
    const error = await call(name === 'logout' ? await staffHeaders(app, database, 'lector') : contentLector);
    if (audience === 'admin') {
      expect(error?.extensions?.code).toBe('FORBIDDEN');
    } else {
      expect(error?.extensions?.code).not.toBe('FORBIDDEN');
      expect(error?.message).not.toBe(NOT_LOGGED_IN);
    }
  });
});
