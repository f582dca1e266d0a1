// The account details screen's words (spec 2 §2 "Account details screen", "Nominated account page").

export const accountDetailsMessages = {
  /** spec 2 §2: any product type other than Savings. */
  notSupported: (productType: string) => `Account type ${productType} not supported`,
  /** spec 2 §2 maturity message, chosen by MaturityDate (threshold 14 days, spec 2 §9). */
  maturity: {
    today:
      'Your account is maturing today – you should have received your maturity options from us, if not please contact us.',
    soon: 'You should have received your maturity options from us, if not please contact us.',
    later: "We'll contact you 14 days before it matures.",
  },
  /** spec 2 §2 account chooser. */
  chooserRequired: 'Please select your account',
} as const;

/** The actions menu's links (spec 2 §2), by the Supports name that offers them. */
export const accountActionText = {
  NominatedAccount: 'Nominated account',
  NoticeOfWithdrawal: 'Give notice to withdraw',
  MakeWithdrawal: 'Make a withdrawal',
  OrganisationDetails: 'Organisation details',
  SendMessage: 'Send a message about this account',
  StatementOptions: 'Statement options',
  ManageAlerts: 'Manage account alerts',
  Messages: 'Send a message',
} as const;
