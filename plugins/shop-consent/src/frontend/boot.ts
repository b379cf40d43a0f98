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
import type { ConsentActions } from './consent-actions';
import { createConsentController } from './consent-controller';
import { acceptAll, rejectAll } from './consent-state';
import { showsBar } from './bar-state';
import { bindHashLinks } from './hash-links';
import { REPLACED_COOKIE } from './migrate-replaced-cookie';
import { createPublicApi } from './public-api';
import { readSettings } from './settings';
import { startStatistics } from './statistics-beacon';

/**
 * Wires the server-drawn bar once it shows (at once when the head snippet showed it), with the actions, which a
 * visitor without a decision loads anyway: a visitor who decided downloads none of it.
 *
 * @param controller  The controller.
 * @param loadActions Loads the actions.
 * @param win         Window.
 */
function wireBarWhenShown(
	controller: ReturnType< typeof createConsentController >,
	loadActions: () => Promise< ConsentActions | null >,
	win: Window
) {
	let stop = () => {};
	const wire = ( state = controller.getState() ) => {
		if ( showsBar( state ) ) {
			stop();
			loadActions().then( ( actions ) =>
				actions?.wireInfoBar( win, controller )
			);
			return true;
		}
		return false;
	};
	if ( ! wire() ) {
		stop = controller.subscribe( ( state ) => void wire( state ) );
	}
}

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
	const load =
		loadActions ??
		createUiLoader< ConsentActions >(
			win,
			settings.actions.markup,
			'shopConsentActions'
		).load;
	const controller = createConsentController( settings, env, load );
	wireBarWhenShown( controller, load, win );
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
