type ApiError = { status: number; message: string };

function isApiError(value: unknown): boolean {
  return false;
}

function getErrorMessage(error: unknown): string {
  // `error` is unknown: narrow it before you read anything from it.
  return 'Something went wrong';
}

function attempt(action: () => void): string | null {
  action();
  return null;
}
