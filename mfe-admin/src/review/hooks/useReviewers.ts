import { useCallback, useEffect, useState } from 'react';
import { data, type Reviewer } from '@sla/data';
import { call } from '@sla/portal-kit';

type Loaded = { attempt: number; status: 'ready'; reviewers: Reviewer[] } | { attempt: number; status: 'error'; error: unknown };

/** The people who may be assigned as reviewers (staff and admins). */
export function useReviewers() {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    call(() => data.review.reviewers()).then(
      (reviewers) => {
        if (current) setLoaded({ attempt, status: 'ready', reviewers });
      },
      (error: unknown) => {
        if (current) setLoaded({ attempt, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!loaded || loaded.attempt !== attempt) return { status: 'loading' as const, retry };
  return { ...loaded, retry };
}
