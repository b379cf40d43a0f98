/**
 * Bans in the page cache from this machine, as the nodes' shop-page-cache.php sends them.
 */

/**
 * Internal dependencies
 */
import { StackError } from '../stack-error.mjs';
import { FRONT_URL } from './layout.mjs';

/**
 * Bans every cached URL whose path and query match the regex.
 *
 * @param {string} regex e.g. ^/shop/
 * @return {Promise<void>} Throws when the cache refuses or does not answer.
 */
export async function ban( regex ) {
	const response = await fetch( `${ FRONT_URL }/`, {
		method: 'BAN',
		headers: { 'X-Ban-Url': regex },
		signal: AbortSignal.timeout( 5000 ),
	} );
	await response.arrayBuffer();
	if ( response.status !== 200 ) {
		throw new StackError(
			`the page cache refused the ban of ${ regex }: HTTP ${ response.status }`
		);
	}
}

/** @return {Promise<void>} Every cached page and file banned. */
export const banEverything = () => ban( '^/' );
