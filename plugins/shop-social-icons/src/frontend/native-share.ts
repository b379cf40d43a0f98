/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Whether the browser has the Web Share API.
 *
 * @param nav The navigator.
 */
export function canShareNatively( nav: Navigator ): boolean {
	return typeof nav.share === 'function';
}

/**
 * Opens the system's share sheet. A visitor closing it (AbortError) is not a failure.
 *
 * @param nav   The navigator.
 * @param url   The address shared.
 * @param title Its title.
 */
export async function shareNatively(
	nav: Navigator,
	url: string,
	title: string
): Promise< void > {
	try {
		await nav.share( { url, title } );
	} catch ( error ) {
		if ( ( error as Error )?.name !== 'AbortError' ) {
			warn( 'the share sheet could not open.', error );
		}
	}
}
