/**
 * Closing a table early: one person proposes it, every person playing at the table must
 * agree (./agreement.ts); the log records the close itself, once everyone has agreed.
 */
import { Agreement } from './agreement.js';

export { seatsThatMustAgree } from './agreement.js';

export class CloseProposal extends Agreement {}
