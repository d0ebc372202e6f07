import { buttonStyles } from './button-styles.ts';

interface LoadFailedProps {
  /** What could not be loaded, as the start of a sentence: 'The batches'. */
  what: string;
  /** The failed query: its error says why, and it can be asked again. */
  query: { error: Error; refetch: () => unknown };
  className?: string;
}

/** A read that failed: what could not be loaded, why, and a way to try again. */
export function LoadFailed({ what, query, className = '' }: LoadFailedProps) {
  return (
    <div role="alert" className={`${className} text-slate-700`}>
      <p>
        {what} could not be loaded. {query.error.message}
      </p>
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-4`}
        onClick={() => void query.refetch()}
      >
        Try again
      </button>
    </div>
  );
}
