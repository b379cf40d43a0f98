/**
 * The card gateway's settings for a test file: saved through WooCommerce's REST API, put back afterwards.
 */

/**
 * External dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/** WooCommerce's REST route of the card gateway (id `stripe`). */
export const GATEWAY = '/wc/v3/payment_gateways/stripe';

type GatewayState = {
	enabled: boolean;
	settings: Record< string, { value: string | string[] } >;
};

/**
 * Enables the card gateway with the settings given and gives the function that puts back what it had (its enabled
 * state and the values of those settings). A setting refused on save (KeyFormats keeps the old value) fails here:
 * a run must never pay with someone else's account or test what it did not set.
 *
 * @param requestUtils The admin's request utils.
 * @param settings     Settings to save (a list for a multiselect, such as the enabled methods).
 * @return The restore function.
 */
export async function enableCardGateway(
	requestUtils: RequestUtils,
	settings: Record< string, string | string[] >
): Promise< () => Promise< void > > {
	const before = await requestUtils.rest< GatewayState >( {
		path: GATEWAY,
	} );
	const saved = await requestUtils.rest< GatewayState >( {
		method: 'PUT',
		path: GATEWAY,
		data: { enabled: true, settings },
	} );
	for ( const [ key, value ] of Object.entries( settings ) ) {
		expect( saved.settings[ key ]?.value, `${ key } as saved` ).toEqual(
			value
		);
	}
	return async () => {
		await requestUtils.rest( {
			method: 'PUT',
			path: GATEWAY,
			data: {
				enabled: before.enabled,
				settings: Object.fromEntries(
					Object.keys( settings ).map( ( key ) => [
						key,
						before.settings[ key ]?.value ?? '',
					] )
				),
			},
		} );
	};
}
