// jsdom lacks some of Node's web globals that React Router and React 19 use. Give them Node's, but not
// MessageChannel: with it React's scheduler keeps jest alive forever (docs/stack-notes.md, Tests).
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'Request',
      'Response',
      'Headers',
      'fetch',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    delete g.MessageChannel;
  }
}
