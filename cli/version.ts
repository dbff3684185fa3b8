/**
 * The version of the command line (`reglament --version`): package.json's `version` (test/e2e/version.test.ts holds
 * the two equal).
 */
export const VERSION = '0.1.0';
