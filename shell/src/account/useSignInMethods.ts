import { useCallback, useEffect, useState } from 'react';
import { accountActions, type SignInMethod } from './accountActions.js';

export interface SignInMethods {
  /** The methods linked to the account; null while they load. */
  list: SignInMethod[] | null;
  failure: string | null;
  reload: () => void;
}

/** The sign-in methods Firebase holds for the signed-in account, read again after a link or unlink. */
export function useSignInMethods(): SignInMethods {
  const [list, setList] = useState<SignInMethod[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(() => {
    accountActions.methods().then(
      (methods) => {
        setList(methods);
        setFailure(null);
      },
      (error: Error) => setFailure(error.message),
    );
  }, []);
  useEffect(reload, [reload]);
  return { list, failure, reload };
}
