/**
 * The public writes' rate limits start afresh: every request of the suite comes from 127.0.0.1, and a test that signs
 * up or sends consent decisions must not run into what earlier tests or runs sent.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { runOnNode } from '../support/scale';

/** Forgets the counters of Shop Social Icons' sign-up and Shop Consent's public writes (shared by both nodes). */
export function forgetRateLimits(): void {
	for ( const script of [
		'../shop-social-icons/newsletter-reset.php',
		'fixtures/reset-consent-limits.php',
	] ) {
		runOnNode( 'a', path.join( __dirname, script ) );
	}
}
