import type { ActionFunction, ActionFunctionArgs, LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { isUnsafeText, safeText } from '../core/safe-text';

/**
 * Every page's loader and action get what a person sent without the characters no field takes
 * (src/core/safe-text.ts): the query string, the route's parameters and a form's fields (names
 * and values) are cleaned here, once for every route of the table, so a new page is covered
 * without anyone adding it. A request with nothing to clean is passed on as it came (the form
 * read here is a copy; the page reads the original). A body that is no form is an empty form.
 */
export function withSafeInput<F extends LoaderFunction | ActionFunction>(run: F): F {
  const guarded = async (args: LoaderFunctionArgs & ActionFunctionArgs) => {
    const request = await safeRequest(args.request);
    return run({ ...args, request, params: safeParams(args.params) } as never);
  };
  return guarded as unknown as F;
}

function safeParams(params: LoaderFunctionArgs['params']): LoaderFunctionArgs['params'] {
  if (!Object.values(params).some((value) => value !== undefined && isUnsafeText(value))) return params;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === undefined ? v : safeText(v)]));
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

async function safeRequest(request: Request): Promise<Request> {
  const url = new URL(request.url);
  let urlChanged = false;
  if (url.search) {
    const query = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      if (isUnsafeText(name) || isUnsafeText(value)) urlChanged = true;
      query.append(safeText(name), safeText(value));
    }
    if (urlChanged) url.search = query.toString();
  }
  const type = request.headers.get('Content-Type') ?? '';
  const sends = request.method !== 'GET' && request.method !== 'HEAD';
  const isForm = sends && FORM_TYPES.some((t) => type.includes(t));
  let form: FormData | undefined;
  // Every action reads a form: a body of another kind (or none) is read as an empty form, which
  // the page's own rules answer (a bare POST was a 500: the form could not be read).
  if (sends && !isForm) form = new FormData();
  if (isForm) {
    const sent = await request.clone().formData();
    if ([...sent].some(([name, value]) => isUnsafeText(name) || (typeof value === 'string' && isUnsafeText(value)))) {
      form = new FormData();
      for (const [name, value] of sent)
        form.append(safeText(name), typeof value === 'string' ? safeText(value) : value);
    }
  }
  if (!urlChanged && !form) return request;
  const headers = new Headers(request.headers);
  if (form) {
    // The cleaned fields are sent as a new body, which sets its own type and length.
    headers.delete('Content-Type');
    headers.delete('Content-Length');
  }
  return new Request(url, {
    method: request.method,
    headers,
    body: form ?? (request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()),
    signal: request.signal,
  });
}
