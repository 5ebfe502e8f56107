/* What other modules may use of push: sending a notification to a student's devices. */
export { type PushDelivery, type PushMessage, pushSender } from './push-sender';
