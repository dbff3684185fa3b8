/** The version of the command line (`reglament --version`; package.json's `version`, test/cli holds the two equal). */
export const VERSION = '0.1.0';
