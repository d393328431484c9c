/** Where a customer downloads her booking's carbon offset certificate (docs/decisions/060). */
export const offsetCertificatePath = (bookingId: string) =>
  `/booking-details/${encodeURIComponent(bookingId)}/carbon-certificate.pdf`;
export const OFFSET_CERTIFICATE_ROUTE = '/booking-details/:id/carbon-certificate.pdf';
export const offsetCertificateFileName = (bookingId: string) => `carbon-offset-${bookingId}.pdf`;
