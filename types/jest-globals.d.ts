/**
 * Types of the globals Jest injects into unit tests (`describe`, `it`, `expect`...), taken from Jest's own
 * `@jest/globals`, with the Testing Library matchers (`toBeInTheDocument`...) that jest.config.js sets up.
 * This stands in for `@types/jest`, which the repository does not install.
 */
/// <reference types="@testing-library/jest-dom/jest-globals" />

import type * as JestGlobals from '@jest/globals';

declare global {
	const afterAll: typeof JestGlobals.afterAll;
	const afterEach: typeof JestGlobals.afterEach;
	const beforeAll: typeof JestGlobals.beforeAll;
	const beforeEach: typeof JestGlobals.beforeEach;
	const describe: typeof JestGlobals.describe;
	const expect: typeof JestGlobals.expect;
	const it: typeof JestGlobals.it;
	const jest: typeof JestGlobals.jest;
	const test: typeof JestGlobals.test;
}
