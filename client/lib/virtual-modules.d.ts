declare module 'virtual:enhance-url' {
  /** The built (hashed) or development URL of client/enhance/main.ts (scripts/vite-enhance.ts). */
  const url: string;
  export default url;
}
