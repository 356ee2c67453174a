/** A problem with the whole form (not one field): the server's words, announced as it appears. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
