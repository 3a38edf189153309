-- Languages: the dashboard language the vendor chose, kept with the account so a
-- new phone gets it back at sign-in. NULL until they choose one. The values are the contract's
-- LOCALES (shared/src/api-contract/rules/language.ts); a new language widens this check.
ALTER TABLE vendors ADD COLUMN language text CONSTRAINT vendors_language_known CHECK (language IN ('en', 'hi', 'ta'));
