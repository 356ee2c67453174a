import * as account from '@sla/contract/operations/people/account';
import type { AccountRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpAccountRepository(transport: Transport): AccountRepository {
  return {
    getPreferences: () => call(transport, account.getEmailPreferences, {}),
    setPreferences: (body) => call(transport, account.setEmailPreferences, { body }),
    getLanguage: () => call(transport, account.getMyLanguage, {}),
    setLanguage: (locale) => call(transport, account.setMyLanguage, { body: { locale } }),
    exportMine: () => call(transport, account.exportMyData, {}),
    deleteMine: (body) => call(transport, account.deleteMyAccount, { body }),
  };
}
