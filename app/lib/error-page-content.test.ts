import { describe, expect, it } from '@jest/globals';
import { data } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { errorPageContent } from './error-page-content.ts';

// The root error boundary must never fail itself (decision 030): whatever was thrown, it gets a heading and text, and
// a 4xx is the request's problem, not 'a problem with the service'.
describe('errorPageContent', () => {
  it.each([null, undefined, 'a string', 42, {}, new Error('boom'), Object.create(null), data('x', 500)])(
    'anything else thrown (%p) is the service error page',
    (thrown) => {
      expect(errorPageContent(thrown)).toEqual({
        title: 'Sorry, there is a problem with the service',
        heading: 'Sorry, there is a problem with the service',
        text: 'Please try again later.',
      });
    },
  );

  it('404 is the not-found page', () => {
    expect(errorPageContent(new ErrorResponse(404, 'Not Found', null)).title).toBe('Page not found');
  });

  it.each([400, 405, 415])('%p is the could-not-be-completed page', (status) => {
    expect(errorPageContent(new ErrorResponse(status, '', null))).toEqual({
      title: 'Your request could not be completed',
      heading: 'Your request could not be completed',
      text: 'Go back and try again.',
    });
  });

  it('413 says the information was too large', () => {
    expect(errorPageContent(new ErrorResponse(413, '', null)).heading).toBe(
      'The information you sent was too large',
    );
  });
});
