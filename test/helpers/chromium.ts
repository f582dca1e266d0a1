// How the browser tests and measurements launch Chromium: the system's (never a downloaded one), with the flags a
// container without a GPU or sandbox needs and nothing that reaches out to the network on its own.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
