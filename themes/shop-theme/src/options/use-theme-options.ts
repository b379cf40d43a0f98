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
import type { ThemeOptions } from './types';

/** Name of the option in /wp/v2/settings. */
export const OPTION = 'shop_theme_options';

/**
 * Reads `shop_theme_options` and writes it back, validated by its registered schema; `set` turns one behaviour
 * on or off.
 */
export function useThemeOptions() {
	const { value, update, dismissResult, ...setting } =
		useWpSetting< ThemeOptions >( OPTION, {
			loadFailed: __(
				'The theme options could not be loaded.',
				'shop-theme'
			),
			saveFailed: __(
				'The theme options could not be saved.',
				'shop-theme'
			),
			saved: __( 'Settings saved.', 'shop-theme' ),
			saveLabel: __( 'Save changes', 'shop-theme' ),
		} );
	const set = useCallback(
		( key: keyof ThemeOptions, on: boolean ) =>
			update( ( current ) => ( { ...current, [ key ]: on } ) ),
		[ update ]
	);
	return { options: value, set, dismiss: dismissResult, ...setting };
}
