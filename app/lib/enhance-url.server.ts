import enhanceUrl, { editorScriptUrl } from 'virtual:enhance-url';

/** The URL of the script of the pages without React (app/enhance/main.ts; scripts/vite-enhance.ts). */
export const ENHANCE_SCRIPT_URL: string = enhanceUrl;

/** The URL of the editor's inline editing (app/enhance/inline-edit.ts), for a signed-in content editor only. */
export const EDITOR_SCRIPT_URL: string = editorScriptUrl;
