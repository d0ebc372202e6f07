type ApiError = { status: number; message: string };

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (isApiError(error)) return `${error.message} (status ${error.status})`;
  if (typeof error === 'string' && error !== '') return error;
  return 'Something went wrong';
}

function attempt(action: () => void): string | null {
  try {
    action();
    return null;
  } catch (error) {
    return getErrorMessage(error);
  }
}
