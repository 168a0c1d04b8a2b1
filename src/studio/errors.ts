/** Why `<domino-studio>`'s `load()` refused what it was given (./domino-studio.ts). */

/** A refusal of `load()`: a stable `code` (`bad-json`, `bad-link`, `link-version`, `bad-record`, `bad-content`) and a readable message. */
export class StudioLoadError extends Error {
  constructor(
    /** The refusal's stable code. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StudioLoadError';
  }
}
