/**
 * External dependencies
 */
import { restErrorMessage as messageOf } from '@shop-bundle/admin-settings/rest-error-message';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The message to show for a failed REST request of the settings screen: the server's words (the refused field
 * first), else this plugin's generic one.
 *
 * @param error    What api-fetch rejected with (the parsed error body, or anything else).
 * @param fallback The message when the error carries none.
 */
export function restErrorMessage(
	error: unknown,
	fallback: string = __( 'The settings could not be saved.', 'shop-consent' )
): string {
	return messageOf( error, fallback );
}
