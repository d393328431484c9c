import type { Response } from 'express';
import type { z } from 'zod';
import { fieldErrorsOf as issueMessages } from '../../core/field-errors';

/** The body of every 400 from the API: one sentence, and a message per bad field. */
export interface ValidationErrorBody {
  message: string;
  fieldErrors: Record<string, string>;
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  return issueMessages(error.issues);
}

/**
 * Parses `input` with `schema`; on failure answers 400 with field errors and returns
 * undefined, so a handler can simply `if (!input) return;`.
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, res: Response): z.output<S> | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  const first = Object.values(fieldErrors)[0];
  const body: ValidationErrorBody = { message: first ?? 'The request is not valid.', fieldErrors };
  res.status(400).json(body);
  return undefined;
}
