import { Store } from '../state/store.js';

/** The account dialog open, if any: the header and the friends page open it. */
export type AccountDialog = 'sign-in' | 'sign-up' | 'password';

export const accountDialog = new Store<AccountDialog | null>(null);

export const openAccountDialog = (which: AccountDialog): void => accountDialog.set(which);
