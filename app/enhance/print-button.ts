// The transactions tab's Print button, which needs JavaScript (window.print), on a page without React: added beside
// 'Export as CSV' as the hydrated page renders it. Without JavaScript the browser's own Print uses the same stylesheet.

export function startPrintButton(): void {
  const group = document.querySelector<HTMLElement>('.app-transactions__tools .govuk-button-group');
  if (!group || group.querySelector('button')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'govuk-button govuk-button--secondary app-print-hide';
  button.textContent = group.dataset.printText ?? 'Print'; // its managed wording (tag 'account-details')
  button.addEventListener('click', () => window.print());
  group.append(button);
}
