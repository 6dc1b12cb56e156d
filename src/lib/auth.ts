const TOKEN_KEY = 'token';

/** The spec keeps the bearer token in local storage; guarded pages only check it is there. */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
