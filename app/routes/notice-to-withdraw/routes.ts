import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

/**
 * Notice to withdraw (spec 3 §2): the account's pending notices; create (steps 1 Withdrawal Details, 2 Review,
 * 3 Confirmation); cancel a notice (confirm, then a success page).
 */
export const noticeToWithdrawRoutes: RouteConfigEntry[] = [
  ...prefix('notice-to-withdraw', [
    route(':id', 'routes/notice-to-withdraw/list.tsx'),
    route('create/:id', 'routes/notice-to-withdraw/details.tsx'),
    route('create/:id/review', 'routes/notice-to-withdraw/review.tsx'),
    route('create/:id/confirmation', 'routes/notice-to-withdraw/confirmation.tsx'),
    route('cancel/:id/:referenceNo', 'routes/notice-to-withdraw/cancel.tsx'),
    route('cancel/:id/:referenceNo/success', 'routes/notice-to-withdraw/cancel-success.tsx'),
  ]),
];
