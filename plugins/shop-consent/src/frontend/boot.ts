/**
 * External dependencies
 */
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { createConsentController } from './consent-controller';
import { acceptAll, rejectAll } from './consent-state';
import { bindHashLinks } from './hash-links';
import { migrateReplacedCookie } from './migrate-replaced-cookie';
import { createPublicApi } from './public-api';
import { readSettings } from './settings';
import { startStatistics } from './statistics-beacon';

/**
 * Starts the storefront core on a parsed page: the controller, `window.shopConsent`, the statistics beacon, the
 * hash links.
 *
 * @param env Browser.
 * @return The controller.
 */
export function boot( env: ControllerEnv ) {
	const { win } = env;
	const settings = readSettings( win.document );
	migrateReplacedCookie( settings, env );
	const controller = createConsentController( settings, env );
	win.shopConsent = createPublicApi( controller );
	const started = controller.start();
	startStatistics( controller, settings.statistics, env, started );
	bindHashLinks( win, ( action ) => {
		if ( action === 'settings' ) {
			controller.openSettings();
		} else if ( action === 'banner' ) {
			controller.openBanner();
		} else {
			controller.decide(
				action === 'accept' ? acceptAll() : rejectAll(),
				'link'
			);
		}
	} );
	markReady( win.document.documentElement, 'shop-consent' );
	return { controller, started };
}
