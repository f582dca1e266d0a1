import enhanceUrl from 'virtual:enhance-url';

/** The URL of the script of the pages without React (client/enhance/main.ts; scripts/vite-enhance.ts). */
export const ENHANCE_SCRIPT_URL: string = enhanceUrl;
