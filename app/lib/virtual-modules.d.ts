declare module 'virtual:enhance-url' {
  /** The built (hashed) or development URL of app/enhance/main.ts (scripts/vite-enhance.ts). */
  const url: string;
  export default url;
  /** The URL of app/enhance/inline-edit.ts, the editor deployment's inline editing. */
  export const editorScriptUrl: string;
}
