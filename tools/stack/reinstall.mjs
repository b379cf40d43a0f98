/**
 * Whether an installed stack can be started as it is or must be installed afresh: decided by its stack.json, written
 * only after a successful start.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { DOCROOT, MYSQL_DIR, WP_SUITE } from './config.mjs';

/**
 * @param {import('./stack-facts.mjs').StackFacts|null} previous
 * @param {string|null}                                 wooCommerceVersion The version found now.
 * @return {string|null} Why the installation cannot be reused, or null if it can.
 */
export function reinstallReason( previous, wooCommerceVersion ) {
	if ( ! previous ) {
		const leftovers =
			fs.existsSync( DOCROOT ) || fs.existsSync( MYSQL_DIR );
		return leftovers
			? 'An unfinished installation was found (no .stack/stack.json)'
			: null;
	}
	if ( previous.suite !== WP_SUITE ) {
		return `WordPress suite changed from ${ previous.suite } to ${ WP_SUITE }`;
	}
	// Compared with what was found at install time, so a WooCommerce that failed to activate is not retried forever.
	const before =
		previous.wooCommerceFound === undefined
			? previous.woocommerce
			: previous.wooCommerceFound;
	if ( before !== wooCommerceVersion ) {
		return `WooCommerce changed from ${ before ?? 'none' } to ${ wooCommerceVersion ?? 'none' }`;
	}
	return null;
}
