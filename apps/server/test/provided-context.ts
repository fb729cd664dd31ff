/** What test/global-setup.ts hands to the test files (vitest's provide and inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite dump. */
    pgliteImage: string | null;
    /** The migrated PostgreSQL database new test databases are copied from. */
    postgresTemplate: string | null;
  }
}

export {};
