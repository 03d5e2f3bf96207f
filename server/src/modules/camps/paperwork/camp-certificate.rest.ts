// The doctor's certificate at the REST door: the family's upload (multipart, its token in a field)
// and its own file, staff's file and check. The same service calls as GraphQL; the upload is REST only
// (GraphQL uploads need a staff session before their body is read, and a family has none).
import {
  CampErrorCode,
  ParentErrorCode,
  RegistrationErrorCode,
  RequestErrorCode,
  UploadErrorCode,
} from '@kurzy/common';
import { AppError } from '../../../core/errors';
import { FileReply, idParam, objectOf, ref, type RestApi } from '../../../core/rest/route';
import { PRIVATE_ANSWER_HEADERS } from '../../../core/security-headers';
import { multipartFiles } from '../../uploads/upload.multipart';
import { CERTIFICATE_FIELDS, CERTIFICATE_UPLOAD_LIMITS } from './camp-certificate.service';

const LINK_CODES = [ParentErrorCode.LinkInvalid, RequestErrorCode.TooManyRequests];
const FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const campCertificateRest: RestApi = {
  routes: [
    {
      method: 'post',
      path: '/parents/camp-certificate',
      tag: 'parents',
      operation: 'parent.act',
      status: 201,
      summary: 'Uploads (or replaces) the doctor’s certificate (posudek) of a camp registration',
      description:
        'multipart/form-data: the fields `token`, `registrationId`, `issuedOn` (YYYY-MM-DD) first, then one ' +
        '`file`: a JPEG, PNG or PDF by its content (415 CAMP_CERTIFICATE_FILE_TYPE otherwise), at most 10 MB ' +
        '(413). The issue date not in the future and at most two years ago (400 naming `issuedOn`): the ' +
        'certificate is valid two years. A new file replaces the old one and is checked anew. Kept in the ' +
        'private file store, never served publicly; deleted 60 days after the camp. Another family’s ' +
        'registration answers 404 PARENT_LINK_INVALID as a dead link does.',
      multipart: true,
      body: objectOf({
        token: { type: 'string', maxLength: 200 },
        registrationId: { type: 'integer', minimum: 1 },
        issuedOn: { type: 'string', format: 'date' },
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
      }),
      response: ref('CampCertificateInfo'),
      codes: [
        ...LINK_CODES,
        CampErrorCode.CertificateNotRequired,
        CampErrorCode.CertificateNoFile,
        CampErrorCode.CertificateFileType,
        CampErrorCode.CertificateTooLarge,
        CampErrorCode.CertificateIssuedInFuture,
        CampErrorCode.CertificateTooOld,
        UploadErrorCode.Malformed,
      ],
      handle: async ({ context: { services, clientAddress }, request }) => {
        const incoming = multipartFiles(request, CERTIFICATE_UPLOAD_LIMITS, 'file', CERTIFICATE_FIELDS);
        // The fields arrive as the body is parsed: the first file is asked for before they are read.
        const files = incoming.files[Symbol.asyncIterator]();
        try {
          const first = await files.next();
          return await services.campCertificates.upload(
            clientAddress,
            incoming.fields,
            first.done ? [] : [first.value],
          );
        } catch (error) {
          // A family's refused upload is read away, so its browser, still sending, gets the answer; a
          // link that does not work is answered at once and its connection closed (the rest never read).
          const stranger =
            error instanceof AppError &&
            (error.code === ParentErrorCode.LinkInvalid || error.code === RequestErrorCode.TooManyRequests);
          if (stranger) request.res?.setHeader('Connection', 'close');
          else incoming.discard();
          throw error;
        }
      },
    },
    {
      method: 'post',
      path: '/parents/camp-certificate/file',
      tag: 'parents',
      operation: 'parent.read',
      summary: 'The family’s own doctor’s certificate file, as uploaded',
      description:
        'The token in the body (a URL ends up in logs and caches). A link that does not work, a registration of ' +
        'another family, or none uploaded answers 404 PARENT_LINK_INVALID alike.',
      body: objectOf({ token: { type: 'string' }, registrationId: { type: 'integer' } }),
      response: { type: 'string', contentMediaType: 'application/octet-stream' },
      produces: FILE_TYPES,
      headers: PRIVATE_ANSWER_HEADERS,
      codes: LINK_CODES,
      handle: async ({ context: { services, clientAddress }, body }) => {
        const { token, registrationId } = (body ?? {}) as Record<string, unknown>;
        const file = await services.campCertificates.familyFile(
          typeof token === 'string' ? token : '',
          clientAddress,
          typeof registrationId === 'number' ? registrationId : 0,
        );
        return new FileReply(file.contentType, file.filename, file.content);
      },
    },
    {
      method: 'get',
      path: '/registrations/{id}/camp-certificate',
      tag: 'registrations',
      operation: 'campday.read',
      summary: 'A child’s doctor’s certificate file (staff of that camp: an administrator or its lector)',
      description: 'Anyone else, like a registration that does not exist, is 404 REGISTRATION_NOT_FOUND.',
      response: { type: 'string', contentMediaType: 'application/octet-stream' },
      produces: FILE_TYPES,
      // Private and without a referrer as every answer to a staff session is (the router's own).
      codes: [RegistrationErrorCode.NotFound, CampErrorCode.CertificateNotFound],
      handle: async ({ context: { services, actor }, params }) => {
        const file = await services.campCertificates.staffFile(actor, idParam(params));
        return new FileReply(file.contentType, file.filename, file.content);
      },
    },
    {
      method: 'post',
      path: '/registrations/{id}/camp-certificate/check',
      tag: 'registrations',
      operation: 'paperwork.record',
      summary: 'Marks a child’s doctor’s certificate checked (staff of that camp)',
      description: 'Again: no change. A new upload by the family clears the check.',
      response: ref('CampCertificateInfo'),
      codes: [RegistrationErrorCode.NotFound, CampErrorCode.CertificateNotFound],
      handle: ({ context: { services, actor }, params }) =>
        services.campCertificates.markChecked(actor, idParam(params)),
    },
  ],
};
