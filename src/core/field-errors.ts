/** A validation issue as zod reports it: where, and the message for the person. */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Each field's first message ("a.b" for a nested field, "(body)" for the whole input): what a
 * page shows beside its fields and what the API answers as `fieldErrors`.
 */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '(body)'] ??= issue.message;
  return errors;
}
