// Server-only: the managed-content lookup and editor calls for route modules (issue 13; decision 035).
export { managedPage, editorItems } from '../../server/content/lookup.ts';
export { sanitise, isHtmlKey, renderHtml, renderText } from '../../server/content/sanitise.ts';
