/** A problem with the whole form (not one field), announced as soon as it appears. */
export function FormProblem({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
