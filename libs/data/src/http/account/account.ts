import type { AccountRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

export function httpAccountRepository(transport: Transport): AccountRepository {
  return {
    getPreferences: () => transport.request('GET', '/users/me/preferences'),
    setPreferences: (input) => transport.request('PUT', '/users/me/preferences', { body: input }),
    getLanguage: () => transport.request('GET', '/users/me/language'),
    setLanguage: (locale) => transport.request('PUT', '/users/me/language', { body: { locale } }),
    exportMine: () => transport.request('GET', '/users/me/export', { as: 'blob' }),
    deleteMine: (input) => transport.request('DELETE', '/users/me', { body: input }),
  };
}
