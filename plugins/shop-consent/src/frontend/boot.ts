/**
 * External dependencies
 */
import { readCookie } from '@shop-bundle/storefront-runtime/cookie-jar';
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import type { ConsentActions } from './types';
import { createConsentController } from './consent-controller';
import { acceptAll, rejectAll } from './consent-state';
import { bindHashLinks } from './hash-links';
import { REPLACED_COOKIE } from './migrate-replaced-cookie';
import { createPublicApi } from './public-api';
import { readSettings } from './settings';
import { startStatistics } from './statistics-beacon';

/**
 * Starts the storefront core on a parsed page: the controller, the server-drawn bar, `window.shopConsent`, the
 * statistics beacon, the hash links.
 *
 * @param env         Browser.
 * @param loadActions Loads the actions; by default their script, from the tags in the settings.
 * @return The controller.
 */
export function boot(
	env: ControllerEnv,
	loadActions?: () => Promise< ConsentActions | null >
) {
	const { win } = env;
	const settings = readSettings( win.document );
	const loadScript =
		loadActions ??
		createUiLoader< ConsentActions >(
			win,
			settings.actions.markup,
			'shopConsentActions'
		).load;
	// The server-drawn bar is wired by the actions, as soon as anything loads them: a visitor without a decision
	// at boot (the bar may show at once), a decision, a page with blocked elements, the bar opened by a link. A
	// visitor who decided downloads none of it. Clicks made before then wait in the bar's queue.
	const load = () =>
		loadScript().then(
			( actions ) => ( actions?.wireInfoBar( win, controller ), actions )
		);
	const controller = createConsentController( settings, env, load );
	win.shopConsent = createPublicApi( controller );
	// A visitor of the replaced plugin: its cookie becomes our record (once) before the state is read.
	const started =
		readCookie( win.document, REPLACED_COOKIE ) === null
			? controller.start()
			: load().then( ( actions ) => {
					actions?.migrateReplacedCookie( settings, env );
					return controller.start();
				} );
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
