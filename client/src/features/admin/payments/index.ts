// What the payments section offers the other sections: the refund dialog, and the payments screen's
// address for a filter (the overview links to it).
export { RefundDialog, refundableOf, type RefundablePayment } from './RefundDialog';
export { EMPTY_PAYMENT_FILTER, writePaymentFilter } from './paymentUrl';
