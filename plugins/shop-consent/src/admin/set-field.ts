/**
 * Internal dependencies
 */
import type { SettingsUpdater, ShopConsentSettings } from './types';

/** Settings fields that are objects of fields. */
export type Section = {
	[ K in keyof ShopConsentSettings ]: ShopConsentSettings[ K ] extends
		string | number | boolean | unknown[]
		? never
		: K;
}[ keyof ShopConsentSettings ];

/**
 * A setter for one field of one section, e.g. `setField( update, 'texts' )( 'accept', 'OK' )`.
 *
 * @param update  The settings updater.
 * @param section The section whose fields the setter changes.
 */
export function setField< S extends Section >(
	update: SettingsUpdater,
	section: S
) {
	return < K extends keyof ShopConsentSettings[ S ] >(
		key: K,
		value: ShopConsentSettings[ S ][ K ]
	) =>
		update( ( settings ) => ( {
			...settings,
			[ section ]: { ...settings[ section ], [ key ]: value },
		} ) );
}

/**
 * A setter for one top-level field.
 *
 * @param update The settings updater.
 */
export function setTopField( update: SettingsUpdater ) {
	return < K extends keyof ShopConsentSettings >(
		key: K,
		value: ShopConsentSettings[ K ]
	) => update( ( settings ) => ( { ...settings, [ key ]: value } ) );
}
