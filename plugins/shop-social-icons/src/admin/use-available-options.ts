/**
 * External dependencies
 */
import { restErrorMessage } from '@shop-bundle/admin-settings/rest-error-message';
import { SETTINGS_PATH } from '@shop-bundle/admin-settings/use-wp-setting';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export type AvailableOptions =
	| { status: 'loading' }
	| { status: 'done'; names: string[] }
	| { status: 'error'; message: string };

/**
 * The option names /wp/v2/settings answers with: a tab whose option is not registered (its feature is not
 * installed) is not shown.
 */
export function useAvailableOptions(): AvailableOptions {
	const [ state, setState ] = useState< AvailableOptions >( {
		status: 'loading',
	} );
	useEffect( () => {
		let active = true;
		apiFetch< Record< string, unknown > >( { path: SETTINGS_PATH } )
			.then(
				( answer ) =>
					active &&
					setState( { status: 'done', names: Object.keys( answer ) } )
			)
			.catch(
				( error: unknown ) =>
					active &&
					setState( {
						status: 'error',
						message: restErrorMessage(
							error,
							__(
								'The settings could not be loaded.',
								'shop-social-icons'
							)
						),
					} )
			);
		return () => {
			active = false;
		};
	}, [] );
	return state;
}
