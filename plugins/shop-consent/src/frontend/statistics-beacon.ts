/**
 * External dependencies
 */
import { sendBeacon } from '@shop-bundle/storefront-runtime/rest-client';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { storedRecord } from './stored-record';
import type { Categories, ConsentChange, StatisticsSettings } from './types';

/** What the beacon needs from the controller. */
export interface StatisticsSource {
	current: () => Categories;
	onChange: ( listener: ( change: ConsentChange ) => void ) => () => void;
}

/**
 * One statistics beacon per page view (form fields, see README.md "Statistics beacon"), only while statistics
 * are allowed (the third-party category), or without consent when anonymous statistics are on: then with the path,
 * the type and the referring domain only, no consent id. Consent given later on the page sends the view once more
 * with `counted=1`, so the server writes the per-visit row without counting the view twice. Nothing else is ever
 * sent for the page.
 *
 * @param source   The controller.
 * @param settings `statistics` of the public settings (an empty `url` turns the beacon off).
 * @param env      Browser.
 * @param started  The controller's boot: the categories may change when the geo answer arrives.
 */
export function startStatistics(
	source: StatisticsSource,
	settings: StatisticsSettings,
	env: ControllerEnv,
	started: Promise< unknown >
): void {
	const { url, anonymous, page, type } = settings;
	// 0 nothing sent, 1 an anonymous count, 2 a view with consent.
	let sent = 0;
	const send = ( { thirdparty }: Categories ) => {
		if ( sent > 1 || ( ! thirdparty && ( sent || ! anonymous ) ) ) {
			return;
		}
		const { location, document: doc } = env.win;
		const body = new URLSearchParams( {
			page: String( page ),
			type,
			path: location.pathname,
			ref: doc.referrer && new URL( doc.referrer ).hostname,
		} );
		if ( thirdparty ) {
			body.set( 'consent', '1' );
			body.set( 'id', storedRecord( env.win )?.id ?? '' );
			body.set( 'counted', String( sent ) );
		}
		sent = thirdparty ? 2 : 1;
		sendBeacon( env, url, body );
	};
	if ( url ) {
		send( source.current() );
		started.then( () => send( source.current() ) );
		source.onChange( ( { categories } ) => send( categories ) );
	}
}
