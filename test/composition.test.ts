import { describe, expect, it } from 'vitest';
import { PDF_RENDERER, type PdfRenderer } from '../ports/pdf-renderer';
import { startTestApp } from './support/app';

describe('the composition root', () => {
  it('closes the PDF renderer (and its browser) when the application closes', async () => {
    const { app, close } = await startTestApp();
    const renderer = app.container.get<PdfRenderer>(PDF_RENDERER);
    const pdf = await renderer.render('<p>warm</p>');
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await close();
    await expect(renderer.render('<p>after</p>')).rejects.toThrow('the renderer has been shut down');
  });
});
