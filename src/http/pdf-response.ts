import type { Request, Response } from 'express';
import { PdfTimeoutError, PdfUnavailableError } from '../../ports/pdf-renderer';

/** What a download says when its PDF cannot be printed now (503, try again). */
export interface PdfFailureMessages {
  timeout: string;
  unavailable: string;
}

/**
 * Prints a PDF and answers it as an attachment named `fileName`. A renderer that timed out or
 * has no browser answers 503 with Retry-After and the document's own message; anything else
 * is thrown to the error handler. The itinerary, the carbon statement and the offset
 * certificate are served through it.
 */
export async function sendPdf(
  req: Request,
  res: Response,
  document: { fileName: string; messages: PdfFailureMessages; logFields: Record<string, unknown> },
  print: () => Promise<Uint8Array>,
): Promise<void> {
  let pdf: Uint8Array;
  try {
    pdf = await print();
  } catch (err) {
    const known = err instanceof PdfTimeoutError || err instanceof PdfUnavailableError;
    req.log.error({ err, file: document.fileName, ...document.logFields }, 'PDF failed');
    if (!known) throw err;
    res
      .status(503)
      .setHeader('Retry-After', '5')
      .json({ message: err instanceof PdfTimeoutError ? document.messages.timeout : document.messages.unavailable });
    return;
  }
  res
    .status(200)
    .type('application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${document.fileName}"`)
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
