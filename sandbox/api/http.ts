import type { Request, Response } from 'express';
import type { z } from 'zod';

// Response helpers shared by the API areas, so every area answers errors in the same JSON shape.

/** The upstream's "not signed in" answer: HTTP 402, which the portal maps to the signed-out page (spec 1 §4). */
export function unauthorized(res: Response): void {
  res.status(402).json({ Message: 'Unauthorized' });
}

export function badRequest(res: Response, message: string, errors?: unknown): void {
  res.status(400).json(errors === undefined ? { Message: message } : { Message: message, Errors: errors });
}

/** Parses the JSON body with `schema`; on failure answers 400 and returns undefined. */
export function parseBody<S extends z.ZodType>(
  schema: S,
  req: Request,
  res: Response,
): z.infer<S> | undefined {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) {
    badRequest(
      res,
      'The request body is not valid',
      result.error.issues.map((issue) => ({ Path: issue.path.join('.'), Message: issue.message })),
    );
    return undefined;
  }
  return result.data;
}

/** 404 for something the caller may not see or that does not exist (no difference is revealed). */
export function notFound(res: Response, message = 'Resource not found'): void {
  res.status(404).json({ Message: message });
}
