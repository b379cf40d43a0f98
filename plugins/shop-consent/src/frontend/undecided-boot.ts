/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { acceptAll, rejectAll } from './consent-state';
import { lookUpRegion } from './region-lookup';
import { createAttributionSync } from './order-attribution';
import { isHiddenForSession } from './session-flag';
import { storedRecord } from './stored-record';
import type { PublicSettings, UndecidedStart } from './types';

/**
 * The boot of a visitor without a decision (in the actions, which such a visitor loads anyway; a visitor who decided
 * never downloads it): the geo lookup when geo rules are on, then opt-in (or GPC sent in an opt-out region) refuses
 * the optional categories, opt-out and no rules allow them (WooCommerce's order attribution is told); the bar is due
 * unless the region has no rules or the bar was hidden for the session.
 *
 * @param settings Public settings.
 * @param env      Browser.
 */
export async function startUndecided(
	settings: PublicSettings,
	env: ControllerEnv
): Promise< UndecidedStart > {
	const { win } = env;
	const { model, region, gpc } =
		settings.geo.enabled && settings.geo.url
			? await lookUpRegion( settings.geo.url, env )
			: { model: 'optin' as const, region: '', gpc: false };
	const categories = model === 'optin' || gpc ? rejectAll() : acceptAll();
	// PHP's inline answer told WooCommerce's order attribution "no" (no decision); a region whose default allows it
	// says so, unless the visitor decided while the lookup ran.
	if ( categories[ settings.attributionCategory ] && ! storedRecord( win ) ) {
		createAttributionSync( win )( true );
	}
	return {
		model,
		region,
		categories,
		banner: model !== 'none' && ! isHiddenForSession( win ),
	};
}
