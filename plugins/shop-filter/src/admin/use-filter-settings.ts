/**
 * External dependencies
 */
import { useWpSetting } from '@shop-bundle/admin-settings/use-wp-setting';

/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FilterSettings } from './types';

/** Name of the option in /wp/v2/settings. */
export const OPTION = 'shop_filter_settings';

/**
 * Reads `shop_filter_settings` and writes it back, validated by its registered schema; `set` changes one field,
 * `replace` takes a whole stored value (after an import).
 */
export function useFilterSettings() {
	const { value, update, dismissResult, ...setting } =
		useWpSetting< FilterSettings >( OPTION, {
			loadFailed: __(
				'The filter settings could not be loaded.',
				'shop-filter'
			),
			saveFailed: __(
				'The filter settings could not be saved.',
				'shop-filter'
			),
			saved: __( 'Settings saved.', 'shop-filter' ),
			saveLabel: __( 'Save changes', 'shop-filter' ),
		} );
	const set = useCallback(
		< Key extends keyof FilterSettings >(
			key: Key,
			next: FilterSettings[ Key ]
		) => update( ( current ) => ( { ...current, [ key ]: next } ) ),
		[ update ]
	);
	const replace = useCallback(
		( stored: FilterSettings ) => update( () => stored ),
		[ update ]
	);
	return {
		settings: value,
		set,
		replace,
		dismiss: dismissResult,
		...setting,
	};
}
