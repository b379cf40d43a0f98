function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The message to show for a failed REST request. For a 400 from /wp/v2/settings the server names the refused
 * field in `data.params` ("shop_consent_settings[cookie_lifetime_days] must be between 1 (inclusive) and 730
 * (inclusive)"), which says more than the top-level "Invalid parameter(s)", so that one is preferred.
 *
 * @param error    What api-fetch rejected with (the parsed error body, or anything else).
 * @param fallback The message when the error carries none.
 */
export function restErrorMessage( error: unknown, fallback: string ): string {
	if ( ! isRecord( error ) ) {
		return fallback;
	}
	const data = isRecord( error.data ) ? error.data : {};
	const params = isRecord( data.params ) ? data.params : {};
	const details = Object.values( params ).filter(
		( value ): value is string => typeof value === 'string' && value !== ''
	);
	if ( details.length ) {
		return details.join( ' ' );
	}
	if ( typeof error.message === 'string' && error.message !== '' ) {
		return error.message;
	}
	return fallback;
}
