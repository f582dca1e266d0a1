import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { startSandbox } from '/work/main/sandbox/server.ts';
import { createHash, randomBytes } from 'node:crypto';
const s = await startSandbox({ apiPort: 0, idpPort: 0, dbFile: '/tmp/sbx/axe.sqlite', quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const page = await browser.newPage();
  const msgs = [];
  page.on('console', (m) => msgs.push(m.text()));
  const v = randomBytes(32).toString('base64url');
  const url = `${s.issuer}/auth?` + new URLSearchParams({ client_id: 'savings-portal', redirect_uri: 'http://localhost:3000/signin-oidc', response_type: 'code', scope: 'openid profile email', state: 'st', nonce: 'n', code_challenge: createHash('sha256').update(v).digest('base64url'), code_challenge_method: 'S256' });
  await page.goto(url);
  const tags = ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa','best-practice'];
  let r = await new AxeBuilder({ page }).withTags(tags).analyze();
  console.log('login violations', r.violations.map(v => `${v.id}: ${v.nodes.length}`));
  await page.screenshot({ path: '/tmp/sbx/login.png', fullPage: true });
  await page.fill('#username', 'demo.saver'); await page.fill('#password', 'nope-nope-1A!');
  await page.click('button[type=submit]');
  r = await new AxeBuilder({ page }).withTags(tags).analyze();
  console.log('error violations', r.violations.map(v => `${v.id}: ${v.nodes.length} ${v.nodes[0]?.target}`));
  console.log('focused:', await page.evaluate(() => document.activeElement?.className));
  await page.screenshot({ path: '/tmp/sbx/login-error.png', fullPage: true });
  await page.fill('#password', 'Demo-Password-2026');
  const [resp] = await Promise.all([ page.waitForRequest((req) => req.url().startsWith('http://localhost:3000/signin-oidc')), page.click('button[type=submit]') ]);
  console.log('callback', resp.url().slice(0, 80));
  console.log('console', msgs);
} finally { await browser.close(); await s.close(); }
