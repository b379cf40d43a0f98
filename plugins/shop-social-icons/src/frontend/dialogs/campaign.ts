/**
 * External dependencies
 */
import { getJson } from '@shop-bundle/storefront-runtime/rest-client';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { assetsMarkup } from './assets-markup';
import type { Campaign } from './types';

const isList = ( value: unknown, keys: string[] ) =>
	Array.isArray( value ) &&
	value.every(
		( item ) =>
			typeof item === 'object' &&
			item !== null &&
			keys.every( ( key ) => typeof item[ key ] === 'string' )
	);

/**
 * Whether an answer of GET shop-social-icons/v1/popup has the shape the page can use.
 *
 * @param answer The parsed answer.
 */
export const isCampaign = ( answer: unknown ): answer is Campaign =>
	typeof answer === 'object' &&
	answer !== null &&
	typeof ( answer as Campaign ).content === 'string' &&
	isList( ( answer as Campaign ).css, [ 'id', 'href' ] ) &&
	isList( ( answer as Campaign ).scripts, [ 'id', 'src' ] );

/**
 * With page-cache compatibility on, asks for the current popup and its campaign files, and answers the markup to
 * inject (stylesheets, the dialog, scripts, in that order); null when there is none (switched off since the page
 * was cached) or the call failed, which is logged.
 *
 * @param fetcher `fetch`.
 * @param url     The route's address, from the page.
 * @param doc     The page.
 */
export async function fetchCampaign(
	fetcher: typeof fetch,
	url: string,
	doc: Document
): Promise< string | null > {
	try {
		const answer = await getJson( fetcher, url );
		if ( ! isCampaign( answer ) ) {
			warn( 'unexpected popup answer', answer );
			return null;
		}
		return assetsMarkup( doc, answer, answer.content );
	} catch ( error ) {
		warn( 'the popup could not be fetched', error );
		return null;
	}
}
