// spec §4 "Space payment colour" and the deletion delays: the rules and numbers live in @console/spec.
export {
  daysLeft,
  deletionAt,
  PAID_DELETION_DELAY_S,
  PAYMENT_NOTICE_DAYS,
  PAYMENT_WARNING_DAYS,
  paymentColour,
  TRIAL_DELETION_DELAY_S,
  type PaymentColour,
} from '@console/spec';
