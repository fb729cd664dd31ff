-- Trigram matching for the search index (prefixes and typos); PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
