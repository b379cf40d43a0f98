/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ScriptCategory } from './types';

/**
 * The admin names of the consent categories.
 */
export const categoryLabels = (): Record< ScriptCategory, string > => ( {
	strict: __( 'Strictly necessary', 'shop-consent' ),
	thirdparty: __( 'Third-party', 'shop-consent' ),
	advanced: __( 'Advanced', 'shop-consent' ),
} );
