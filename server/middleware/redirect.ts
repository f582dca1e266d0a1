import type { Request, Response } from 'express';

/**
 * Redirects a document request with 303, and a React Router data request (`*.data`, sent by client-side
 * navigation and form submission) with the single-fetch redirect headers React Router's client understands.
 */
export function redirect(req: Request, res: Response, location: string): void {
  if (req.path.endsWith('.data')) {
    res
      .status(204)
      .set({ 'X-Remix-Redirect': location, 'X-Remix-Status': '303', 'X-Remix-Reload-Document': 'true' })
      .end();
    return;
  }
  res.redirect(303, location);
}
