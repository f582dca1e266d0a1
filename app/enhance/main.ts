// The one script of the pages that ship no React (a route's `handle: { hydrate: false }`, decision 034). Each part
// looks for its own markup in the server's page and does nothing when it is absent, so one small file serves every
// such page. Everything here is an enhancement: the page works the same without it.
import { startGovukFrontend } from './govuk.ts';
import { startTimeoutWarning } from './timeout-warning.ts';
import { startMessageBadge } from './message-badge.ts';
import { startSystemMessages } from './system-messages.ts';
import { startListFade } from './list-fade.ts';
import { startKeepPlace } from './keep-place.ts';
import { startDismissBanner } from './dismiss-banner.ts';
import { startPrintButton } from './print-button.ts';
import { startConfirmOnce } from './confirm-once.ts';

startGovukFrontend();
startTimeoutWarning();
startMessageBadge();
startSystemMessages();
startListFade();
startKeepPlace();
startDismissBanner();
startPrintButton();
startConfirmOnce();
