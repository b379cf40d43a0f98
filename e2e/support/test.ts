/**
 * The one `test` every spec imports.
 *
 * It extends the fixtures of `@wordpress/e2e-test-utils-playwright` (`admin`, `editor`,
 * `pageUtils`, `requestUtils`) with two automatic guards: a test fails when the browser
 * logs a console error or throws a page error, and when PHP logged a notice, warning,
 * deprecation or fatal error while the test ran.
 */

/**
 * WordPress dependencies
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { watchCartReads } from './cart-reads';
import { watchPhpLogs } from './php-log-watch';
import { readStackFacts, WOOCOMMERCE_MISSING, type StackFacts } from './stack';

interface Guards {
	browserErrorGuard: void;
	phpLogGuard: void;
	/** Counts each page's reads of the cart on their way (`cartReadsAnswered`). */
	cartReadWatch: void;
	/** PHP log lines a test causes on purpose (the harness self-test); anything else still fails it. */
	expectedPhpLog: RegExp[];
	/**
	 * Console errors a test causes on purpose, each a message pattern and the URL it must come from (Chromium
	 * logs every 4xx response, so a test of a refused save expects one); anything else still fails it.
	 */
	expectedConsoleErrors: { message: RegExp; url: string }[];
	stack: StackFacts;
}

/**
 * Collects the console errors and page errors of a page, as the guard does for the test's `page`; a test that opens
 * another page or browser context checks that one's with it.
 *
 * @param page     The page.
 * @param expected Console errors caused on purpose: a message pattern and the URL it must come from.
 * @return The list the page's errors are added to, as they happen.
 */
export function collectBrowserErrors(
	page: Page,
	expected: Guards[ 'expectedConsoleErrors' ] = []
): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		const where = message.location().url;
		const allowed = expected.some(
			( e ) => e.message.test( message.text() ) && where.includes( e.url )
		);
		if ( message.type() === 'error' && ! allowed ) {
			errors.push(
				`console error: ${ message.text() }${
					where ? ` (${ where })` : ''
				}`
			);
		}
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `page error: ${ error.message }` )
	);
	return errors;
}

export const test = base.extend< Guards >( {
	stack: async ( {}, use ) => {
		await use( readStackFacts() );
	},
	expectedConsoleErrors: [ [], { option: true } ],
	cartReadWatch: [
		async ( { context }, use ) => {
			watchCartReads( context );
			await use();
		},
		{ auto: true },
	],
	browserErrorGuard: [
		async ( { page, expectedConsoleErrors }, use ) => {
			const errors = collectBrowserErrors( page, expectedConsoleErrors );
			await use();
			if ( errors.length ) {
				throw new Error(
					`The browser reported errors during the test:\n${ errors.join(
						'\n'
					) }`
				);
			}
		},
		{ auto: true },
	],
	expectedPhpLog: [ [], { option: true } ],
	phpLogGuard: [
		async ( { expectedPhpLog }, use ) => {
			const watch = watchPhpLogs();
			await use();
			const problems = watch
				.problems()
				.filter(
					( line ) =>
						! expectedPhpLog.some( ( pattern ) =>
							pattern.test( line )
						)
				);
			if ( problems.length ) {
				throw new Error(
					`PHP logged problems during the test:\n${ problems.join(
						'\n'
					) }`
				);
			}
		},
		{ auto: true },
	],
} );

/**
 * Skips the calling test, with the reason printed, when the stack runs without WooCommerce.
 * Such tests also carry the `@woocommerce` tag, so `--grep @woocommerce` selects them.
 */
export function requireWooCommerce() {
	const { woocommerce } = readStackFacts();
	test.skip( ! woocommerce, WOOCOMMERCE_MISSING );
}

/** Storage state of a visitor who is not logged in. */
export const shopperState = { cookies: [], origins: [] };

export { expect };
