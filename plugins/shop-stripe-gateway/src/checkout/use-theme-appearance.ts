/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { BLOCK_CHECKOUT } from '../common/page-styles';
import { themeAppearance } from '../common/theme-appearance';
import type { CardMethodSettings } from './types';

/**
 * The Payment Element's appearance on the block checkout: the saved one at once, else computed after the checkout's
 * fields are in the page (an effect runs after they were drawn) and sent to be saved (src/common/theme-appearance.ts).
 *
 * @param settings The method's settings.
 */
export function useThemeAppearance(
	settings: CardMethodSettings
): Appearance | undefined {
	const [ appearance, setAppearance ] = useState< Appearance | undefined >(
		settings.appearance ?? undefined
	);
	useEffect( () => {
		if ( ! appearance ) {
			setAppearance(
				themeAppearance( settings, document, BLOCK_CHECKOUT )
			);
		}
	}, [ appearance, settings ] );
	return appearance;
}
