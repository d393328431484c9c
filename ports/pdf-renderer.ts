/** Turns a self-contained HTML document (inline styles and images) into a PDF. */
export interface PdfRenderer {
  render(html: string, options?: PdfOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface PdfOptions {
  /** Page size; Letter by default (US customers and operators). */
  format?: 'Letter' | 'A4';
  landscape?: boolean;
}

/** The renderer took longer than its time limit; nothing was produced. */
export class PdfTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The PDF took longer than ${timeoutMs} ms to render`);
    this.name = 'PdfTimeoutError';
  }
}

/** PDFs cannot be produced on this machine (no browser to print with). */
export class PdfUnavailableError extends Error {
  constructor(reason: string) {
    super(`PDF rendering is unavailable: ${reason}`);
    this.name = 'PdfUnavailableError';
  }
}

export const PDF_RENDERER = Symbol.for('contrail.PdfRenderer');
