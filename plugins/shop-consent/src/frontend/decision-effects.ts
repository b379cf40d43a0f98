/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import {
	newConsentId,
	readConsentCookie,
	writeConsentCookie,
} from './consent-cookie';
import { compare } from './consent-state';
import { createAttributionSync } from './order-attribution';
import { postClearCookies, sendLog } from './rest-client';
import type {
	ConsentRecord,
	Decision,
	PageEffects,
	PublicSettings,
} from './types';

/** Delay between lowering consent and the reload (spec section 9). */
export const RELOAD_DELAY_MS = 800;

/**
 * What a decision causes beyond the page's state (which the core changed at once), in the spec's order: the
 * cookie (keeping the id of the stored record, whatever its version), WooCommerce's order attribution, the log beacon, refused cookies cleared
 * (also through the server when consent was lowered or everything refused), then navigation, a reload after a
 * lowering, or the newly allowed scripts injected. Part of the lazily loaded actions (`consent-actions.ts`).
 *
 * @param decision The decision.
 * @param settings Public settings.
 * @param env      Browser.
 * @param page     The core's page effects.
 * @return The stored record.
 */
export function applyDecision(
	decision: Decision,
	settings: PublicSettings,
	env: ControllerEnv,
	page: PageEffects
): ConsentRecord {
	const { win } = env;
	const doc = win.document;
	const { previous, next, source, region, redirect } = decision;
	const { direction, added } = compare( previous, next );
	const record: ConsentRecord = {
		strict: next.strict ? 1 : 0,
		thirdparty: next.thirdparty ? 1 : 0,
		advanced: next.advanced ? 1 : 0,
		version: settings.version,
		id: readConsentCookie( doc )?.id ?? newConsentId( win.crypto ),
	};
	writeConsentCookie( doc, record, settings.cookieLifetimeDays );
	win.shopConsentStored = record;
	createAttributionSync( win )( next[ settings.attributionCategory ] );
	sendLog( env, settings, record, region, source );
	const refused = page.clear( next );
	if (
		( direction === 'lowered' || ! next.strict ) &&
		refused.length &&
		settings.rest.clearCookies
	) {
		postClearCookies(
			env.fetch,
			settings.rest.clearCookies,
			refused
		).catch( ( error ) => warn( 'consent cookies not cleared', error ) );
	}
	if ( redirect ) {
		env.navigate( redirect );
	} else if ( direction === 'lowered' ) {
		win.setTimeout( () => env.reload(), RELOAD_DELAY_MS );
	} else {
		page.inject( added );
	}
	return record;
}
