// Where a registration's invoice PDFs are: fetched with common/fetchPdf.ts (the API wants the session's
// X-Requested-With, which a plain link would not send).

export const invoicePdfPath = (registrationId: number) => `/api/registrations/${registrationId}/invoice.pdf`;

export const invoicePreviewPath = (registrationId: number, account: string) =>
  `/api/registrations/${registrationId}/invoice-preview.pdf?account=${encodeURIComponent(account)}`;
