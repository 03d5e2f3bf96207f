import { Router } from 'express';
import type { Services } from '../../app';
import { AppError } from '../../core/errors';
import { tokenFromRequest } from '../../core/graphql-context';
import { isRecordId } from '../../core/ids';

/** Staff download of an issued invoice: `GET /api/registrations/{id}/invoice.pdf`, authenticated
 * with the same session token headers as GraphQL. */
export function invoiceRoutes(services: Services): Router {
  const router = Router();
  router.get('/registrations/:id/invoice.pdf', async (request, response) => {
    const actor = await services.auth.actorForToken(tokenFromRequest(request));
    const id = Number(request.params.id);
    if (!isRecordId(id)) throw new AppError('NOT_FOUND', 'Přihláška nebyla nalezena.');
    const { filename, content } = await services.invoices.pdf(actor, id);
    response
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${filename}"`,
        // Personal data: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
      })
      .send(content);
  });
  return router;
}
